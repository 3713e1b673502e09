import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CrossSiteAllowed, Public } from '../../../core/auth/access-policy';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { rawBodyOf } from '../../../core/http/raw-body';
import { PaymentWebhookAnswerDto } from '../dto/payment-webhooks.dto';
import { PaymentWebhooksService } from './payment-webhooks.service';

/** Authorize.net's webhook notifications: called by its servers, authorised by their signature alone. */
@ApiTags('payments')
@Controller('payments/authnet')
export class PaymentWebhooksController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @Post('webhook')
  @Public()
  @CrossSiteAllowed()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The card provider's signed notifications (payments, refunds, voids); recorded once, reconciled with the charges",
  })
  @ApiHeader({
    name: 'X-ANET-Signature',
    required: true,
    description: 'sha512= and the uppercase hex HMAC-SHA512 of the exact body, keyed with the signature key',
  })
  @ApiOkResponse({ type: PaymentWebhookAnswerDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'The signature is missing or does not match the body' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Payments are off on this server' })
  receive(
    @Req() request: FastifyRequest,
    @Headers('x-anet-signature') signature: string | undefined,
  ): Promise<PaymentWebhookAnswerDto> {
    return this.webhooks.receive(rawBodyOf(request), signature);
  }
}
