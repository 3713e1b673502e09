import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_PAGING, type MessageResponse } from '@marketplace/contracts';

/** Answer of the write calls that only report success. */
export class MessageResponseDto implements MessageResponse {
  @ApiProperty()
  message!: string;
}

/** ?page=&pageSize= of the paged admin tables (1-based pages). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_PAGING.maxPageSize, default: ADMIN_PAGING.defaultPageSize })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(ADMIN_PAGING.maxPageSize, { message: `pageSize must be at most ${ADMIN_PAGING.maxPageSize}` })
  pageSize?: number;
}
