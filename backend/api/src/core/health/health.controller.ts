import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access-policy';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { HealthDto, ReadyDto } from './health.dto';
import { ReadinessService } from './readiness.service';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('health')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Liveness: the process is up and serving requests' })
  @ApiOkResponse({ type: HealthDto })
  health(): HealthDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  @Get('ready')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis both answer' })
  @ApiOkResponse({ type: ReadyDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'A dependency is down; the message names it' })
  ready(): Promise<ReadyDto> {
    return this.readiness.assertReady();
  }
}
