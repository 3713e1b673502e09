import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditLogPage } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { AuditLogPageDto, AuditLogQueryDto } from '../dto/audit-log.dto';
import { AuditLogService } from './audit-log.service';

/** The admins' audit log of what was done while impersonating. */
@ApiTags('admin')
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @Roles('admin')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Writes made while impersonating, in words, newest first; filtered by admin, user and action; refused requests only with refused=true; paged',
  })
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  page(@CurrentActor() actor: Actor, @Query() query: AuditLogQueryDto): Promise<AuditLogPage> {
    return this.audit.page(actor, query);
  }
}
