import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ErrorBody } from '@marketplace/contracts';

/** OpenAPI description of the one error shape (contracts ErrorBody). */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 'Invalid input' })
  error!: string;

  @ApiProperty({
    description:
      "A stable code to branch on: the module's own (`<MODULE>_<REASON>`) or a generic one by status (INVALID_INPUT, NOT_FOUND, FORBIDDEN, ...).",
    example: 'INVALID_INPUT',
  })
  code!: string;

  @ApiPropertyOptional({
    description: 'Only for invalid input (status 400): messages per field, in rule order.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { cursor: ['Invalid cursor'] },
  })
  fieldErrors?: Record<string, string[]>;
}
