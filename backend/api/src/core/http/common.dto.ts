import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { ADMIN_PAGING, ADMIN_QUERY_MESSAGES, type AdminPageParams, type MessageResponse } from '@marketplace/contracts';

/** Answer of the write calls that only report success. */
export class MessageResponseDto implements MessageResponse {
  @ApiProperty()
  message!: string;
}

/**
 * ?page=&pageSize= of the paged admin tables (1-based pages). Kept as the strings the query holds:
 * the service reads them strictly (readAdminPageQuery), so '1e308' or '0x10' never become numbers.
 */
export class PageQueryDto implements AdminPageParams {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: ADMIN_PAGING.maxPage, default: 1 })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.pageInvalid })
  page?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: ADMIN_PAGING.maxPageSize,
    default: ADMIN_PAGING.defaultPageSize,
  })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.pageSizeInvalid })
  pageSize?: string;
}
