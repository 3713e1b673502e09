import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  EMAIL_DELIVERY_MESSAGES,
  type EmailDeliveryFailure,
  type EmailDeliveryFailuresPage,
  type EmailDeliveryFailuresQuery,
} from '@marketplace/contracts';

// Types only: the rules run in the service through validateEmailDeliveryFailuresQuery.

/** `GET /api/admin/email-failures` query. */
export class EmailDeliveryFailuresQueryDto implements EmailDeliveryFailuresQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "One user's failures; without it, everyone's" })
  @IsOptional()
  @IsString({ message: EMAIL_DELIVERY_MESSAGES.userIdInvalid })
  userId?: string;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page; without it, the newest page' })
  @IsOptional()
  @IsString({ message: EMAIL_DELIVERY_MESSAGES.cursorInvalid })
  cursor?: string;
}

export class EmailDeliveryFailureDto implements EmailDeliveryFailure {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId!: string | null;
  @ApiProperty() address!: string;
  @ApiProperty({ description: 'What kind of mail it was, e.g. password-reset' }) category!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: "The mail server's answer or the error" }) reason!: string;
  @ApiProperty({ description: 'Refused for good (not retried); false: failed after every retry' }) permanent!: boolean;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
}

export class EmailDeliveryFailuresPageDto implements EmailDeliveryFailuresPage {
  @ApiProperty({ type: [EmailDeliveryFailureDto] }) failures!: EmailDeliveryFailureDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
