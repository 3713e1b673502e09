import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access-policy';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { SiteConfigDto } from './site-config.dto';

@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Get()
  @Public()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Public settings the browser needs (footer contact details, where to report errors)' })
  @ApiOkResponse({ type: SiteConfigDto })
  get(): SiteConfigDto {
    return {
      supportEmail: this.config.supportEmail,
      supportPhone: this.config.supportPhone,
      errorReporting: this.config.errorReporting.browser,
    };
  }
}
