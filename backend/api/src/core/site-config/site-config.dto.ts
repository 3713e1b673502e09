import { ApiProperty } from '@nestjs/swagger';
import type { SiteConfig } from '@marketplace/contracts';

export class SiteConfigDto implements SiteConfig {
  @ApiProperty({ example: 'support@nestwork.example' })
  supportEmail!: string;

  @ApiProperty({ example: '+1 (555) 010-2007' })
  supportPhone!: string;
}
