import { ApiProperty } from '@nestjs/swagger';
import {
  ERROR_REPORTING_STAGES,
  type ErrorReportingStage,
  type ErrorReportingTarget,
  type SiteSettings,
} from '@marketplace/contracts';

export class ErrorReportingTargetDto implements ErrorReportingTarget {
  @ApiProperty({
    description: 'The Sentry DSN the browser reports to (public)',
    example: 'https://key@o0.ingest.sentry.io/1',
  })
  dsn!: string;

  @ApiProperty({ enum: ERROR_REPORTING_STAGES })
  environment!: ErrorReportingStage;
}

export class SiteConfigDto implements SiteSettings {
  @ApiProperty({ example: 'support@nestwork.example' })
  supportEmail!: string;

  @ApiProperty({ example: '+1 (555) 010-2007' })
  supportPhone!: string;

  @ApiProperty({
    type: ErrorReportingTargetDto,
    nullable: true,
    description: 'Where the browser reports its errors: production and staging only, with SENTRY_BROWSER_DSN set',
  })
  errorReporting!: ErrorReportingTargetDto | null;
}
