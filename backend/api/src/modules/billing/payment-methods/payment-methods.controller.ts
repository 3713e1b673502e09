import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthnetClientConfig, PaymentMethodsResponse, SavePaymentMethodResponse } from '@marketplace/contracts';
import { Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import {
  AuthnetClientConfigDto,
  PaymentMethodsResponseDto,
  SavePaymentMethodDto,
  SavePaymentMethodResponseDto,
} from '../dto/payment-methods.dto';
import { PaymentMethodsService } from './payment-methods.service';

const UNAVAILABLE = {
  type: ErrorBodyDto,
  description: 'Payments are off on this server, or the gateway cannot be reached',
};

/** The Accept.js settings the payment method dialog loads: {apiLoginId, clientKey, environment}. */
@ApiTags('payments')
@Controller('payments/authnet')
export class PaymentsConfigController {
  constructor(private readonly paymentMethods: PaymentMethodsService) {}

  @Get('config')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'The public Authorize.net settings: API login id, client key, environment and the Accept.js script to load',
  })
  @ApiOkResponse({ type: AuthnetClientConfigDto })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  config(): AuthnetClientConfig {
    return this.paymentMethods.clientConfig();
  }
}

/**
 * The signed-in user's cards; seekers and employers have the same routes under their own paths
 * (/api/seeker/subscription/... and /api/employer/billing/...). Someone else's card answers 404.
 */
abstract class PaymentMethodsRoutes {
  constructor(private readonly paymentMethods: PaymentMethodsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your cards (brand, last four, expiry), the default first' })
  @ApiOkResponse({ type: PaymentMethodsResponseDto })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  list(@CurrentActor() actor: Actor): Promise<PaymentMethodsResponse> {
    return this.paymentMethods.list(actor);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Add a card from Accept.js opaque data, or replace one (paymentMethodId with action 'update')",
  })
  @ApiOkResponse({ type: SavePaymentMethodResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: "fieldErrors, or the card provider's messages joined with commas",
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Update mode: not one of your cards' })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  save(@CurrentActor() actor: Actor, @Body() body: SavePaymentMethodDto): Promise<SavePaymentMethodResponse> {
    return this.paymentMethods.save(actor, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a card (the newest other card becomes the default when it was the default)' })
  @ApiOkResponse({ type: PaymentMethodsResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PaymentMethodsResponse> {
    return this.paymentMethods.remove(actor, id);
  }

  @Put(':id/default')
  @ApiOperation({ summary: 'Make a card your default' })
  @ApiOkResponse({ type: PaymentMethodsResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  makeDefault(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PaymentMethodsResponse> {
    return this.paymentMethods.makeDefault(actor, id);
  }
}

@ApiTags('seeker billing')
@Controller('seeker/subscription/payment-methods')
@Roles('seeker')
export class SeekerPaymentMethodsController extends PaymentMethodsRoutes {
  constructor(paymentMethods: PaymentMethodsService) {
    super(paymentMethods);
  }
}

@ApiTags('employer billing')
@Controller('employer/billing/payment-methods')
@Roles('employer')
export class EmployerPaymentMethodsController extends PaymentMethodsRoutes {
  constructor(paymentMethods: PaymentMethodsService) {
    super(paymentMethods);
  }
}
