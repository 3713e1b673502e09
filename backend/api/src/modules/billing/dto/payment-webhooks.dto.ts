import { ApiProperty } from '@nestjs/swagger';

/** The answer to a notification the gateway sent: taken (it stops delivering it). */
export class PaymentWebhookAnswerDto {
  @ApiProperty({ example: true }) received!: true;
  @ApiProperty({ example: 'refund recorded', description: 'What the notification changed, or why it changed nothing' })
  outcome!: string;
}
