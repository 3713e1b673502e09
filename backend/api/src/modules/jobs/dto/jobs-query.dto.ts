import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { decodeJobCursor } from '../job-cursor';
import { JOBS_MESSAGES } from '../jobs.messages';

export class JobsQueryDto {
  @ApiPropertyOptional({ description: 'The nextCursor of the previous page; omit for the first page' })
  @IsOptional()
  @ValidateBy({
    name: 'isJobCursor',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && decodeJobCursor(value) !== null,
      defaultMessage: () => JOBS_MESSAGES.invalidCursor,
    },
  })
  cursor?: string;
}
