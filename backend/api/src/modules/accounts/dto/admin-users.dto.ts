import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { type AdminUserRow, type AdminUsersPage, ROLES, type Role } from '@marketplace/contracts';
import { PageQueryDto } from '../../../core/http/common.dto';

export class AdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, e-mail or company name' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text is too long' })
  q?: string;
}

export class AdminUserRowDto implements AdminUserRow {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES, nullable: true }) role!: Role | null;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ format: 'date-time' }) joinedAt!: string;
}

export class AdminUsersPageDto implements AdminUsersPage {
  @ApiProperty({ type: [AdminUserRowDto] }) users!: AdminUserRowDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
