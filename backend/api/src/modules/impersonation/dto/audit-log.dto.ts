import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  ADMIN_QUERY_MESSAGES,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogParams,
  type AuditFilterPerson,
  type AuditPerson,
  ROLES,
  type Role,
} from '@marketplace/contracts';
import { PageQueryDto } from '../../../core/http/common.dto';

/**
 * `GET /api/admin/audit-log` query. Kept as the strings the query holds (a repeated parameter is
 * refused here); the service reads them with readAuditLogQuery, as the admin page reads its URL.
 */
export class AuditLogQueryDto extends PageQueryDto implements AuditLogParams {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only what this admin did' })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.single })
  admin?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only what was done as this user, or to them (an invitation, say)',
  })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.single })
  user?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, description: 'Only this action' })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.single })
  action?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'false',
    description: 'Include refused and failed requests (answered 400 or above)',
  })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.single })
  refused?: string;
}

export class AuditPersonDto implements AuditPerson {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Avery Admin' }) name!: string;
}

export class AuditFilterPersonDto extends AuditPersonDto implements AuditFilterPerson {
  @ApiProperty({ enum: ROLES, nullable: true }) role!: Role | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    description: 'When the account was deleted; null while it lives',
  })
  deletedAt!: string | null;
}

export class AuditLogEntryDto implements AuditLogEntry {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Archived the job Remote Bookkeeper' }) summary!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS, nullable: true }) action!: AuditAction | null;
  @ApiProperty({ type: AuditPersonDto }) admin!: AuditPersonDto;
  @ApiProperty({ type: AuditPersonDto, description: 'The user the admin was acting as' }) actingAs!: AuditPersonDto;
  @ApiProperty({ description: 'Answered 400 or above: nothing changed' }) refused!: boolean;
  @ApiProperty({ example: 'POST' }) method!: string;
  @ApiProperty({ example: '/api/employer/jobs/4b7c0a8e-9a57-4c35-9d0e-1f1b7d0f3a52/archive' }) route!: string;
  @ApiProperty({ example: 200 }) statusCode!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class AuditLogPageDto implements AuditLogPage {
  @ApiProperty({ type: [AuditLogEntryDto] }) entries!: AuditLogEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: [AuditFilterPersonDto], description: 'The admins in the whole log' })
  admins!: AuditFilterPersonDto[];
  @ApiProperty({ type: [AuditFilterPersonDto], description: 'The users acted as, or acted on, in the whole log' })
  users!: AuditFilterPersonDto[];
}
