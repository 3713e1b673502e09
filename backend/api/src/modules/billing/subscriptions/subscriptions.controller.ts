import { Body, Controller, Get, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { JobPackagesResponse, SeekerSubscriptionResponse, SubscribeResponse, SubscriptionPlansResponse } from '@marketplace/contracts';
import { Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { JobPackagesResponseDto, SeekerSubscriptionResponseDto, SubscribeDto, SubscribeResponseDto, SubscriptionPlansResponseDto } from '../dto/subscriptions.dto';
import { SubscriptionsService } from './subscriptions.service';

/** What is for sale (spec section 9), in cents. */
@ApiTags('billing')
@Controller('billing')
export class BillingCatalogController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('plans')
  @Public()
  @ApiOperation({ summary: "The seekers' subscription plans (prices in cents)" })
  @ApiOkResponse({ type: SubscriptionPlansResponseDto })
  plans(): SubscriptionPlansResponse {
    return this.subscriptions.plans();
  }

  @Get('packages')
  @Public()
  @ApiOperation({ summary: "The employers' job-posting packages (prices in cents); current marks the signed-in employer's package" })
  @ApiOkResponse({ type: JobPackagesResponseDto })
  packages(): JobPackagesResponse {
    return this.subscriptions.packages();
  }
}

/** The seeker's subscription: read it, subscribe with the default card, cancel at period end. */
@ApiTags('seeker billing')
@Controller('seeker/subscription')
@Roles('seeker')
export class SeekerSubscriptionController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your current subscription, or null' })
  @ApiOkResponse({ type: SeekerSubscriptionResponseDto })
  current(@CurrentActor() actor: Actor): Promise<SeekerSubscriptionResponse> {
    return this.subscriptions.current(actor);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe to a plan with your default card (the trial charges nothing for its free days)' })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'A unique value per subscribe: a retry with the same key gets the first answer' })
  @ApiOkResponse({ type: SubscribeResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No Idempotency-Key, an unknown plan, no card, or the charge was declined' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'You already have a subscription' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Payments are off on this server, or the gateway cannot be reached' })
  subscribe(@CurrentActor() actor: Actor, @Headers('idempotency-key') idempotencyKey: string | undefined, @Body() body: SubscribeDto): Promise<SubscribeResponse> {
    return this.subscriptions.subscribe(actor, idempotencyKey, body);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'End your subscription with its current period' })
  @ApiOkResponse({ type: SeekerSubscriptionResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'You have no subscription' })
  cancel(@CurrentActor() actor: Actor): Promise<SeekerSubscriptionResponse> {
    return this.subscriptions.cancel(actor);
  }
}
