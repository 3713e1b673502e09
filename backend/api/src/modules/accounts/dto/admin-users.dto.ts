import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  ADMIN_PAGING,
  ADMIN_QUERY_MESSAGES,
  type AdminUserRow,
  type AdminUsersPage,
  type AdminUsersParams,
  ROLES,
  type Role,
} from '@marketplace/contracts';
import { PageQueryDto } from '../../../core/http/common.dto';

/** `?q=&page=&pageSize=`: text as sent; the service applies the search and paging rules (validateAdminUserSearch, readAdminPageQuery). */
export class AdminUsersQueryDto extends PageQueryDto implements AdminUsersParams {
  @ApiPropertyOptional({
    description: `Part of a name, e-mail or company name (at most ${ADMIN_PAGING.searchMaxLength} characters)`,
  })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.single })
  q?: string;
}

export class AdminUserRowDto implements AdminUserRow {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES, nullable: true }) role!: Role | null;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ format: 'date-time' }) joinedAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A link the browser can load (signed 64 px when on storage)',
  })
  profilePictureUrl!: string | null;
}

export class AdminUsersPageDto implements AdminUsersPage {
  @ApiProperty({ type: [AdminUserRowDto] }) users!: AdminUserRowDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
