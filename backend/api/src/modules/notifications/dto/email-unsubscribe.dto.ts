import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { type EmailUnsubscribeParams, NOTIFICATION_MESSAGES } from '@marketplace/contracts';

/** `?token=` of the unsubscribe route: a token that is not text is as invalid as a wrong one. */
export class EmailUnsubscribeQueryDto implements EmailUnsubscribeParams {
  @ApiPropertyOptional({ description: 'The signed token from the e-mail link' })
  @IsOptional()
  @IsString({ message: NOTIFICATION_MESSAGES.unsubscribeInvalid })
  token?: string;
}
