import { Body, Controller, Get, Header, Headers, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { SeekerSubscriptionResponse, SubscribeResponse, SubscriptionPlansResponse } from '@marketplace/contracts';
import { Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import {
  ChangePlanDto,
  SeekerSubscriptionResponseDto,
  SubscribeDto,
  SubscribeResponseDto,
  SubscriptionPlansResponseDto,
} from '../dto/subscriptions.dto';
import { SubscriptionsService } from './subscriptions.service';

/** The seekers' subscription plans (contracts: billing-catalog.ts), in cents (the packages: packages.controller.ts). */
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
}

/** The seeker's subscription: read it, subscribe with the default card, switch plans at renewal, cancel at period end and resume. */
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
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'A unique value per subscribe: a retry with the same key gets the first answer',
  })
  @ApiOkResponse({ type: SubscribeResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No Idempotency-Key, an unknown plan, no card, or the charge was declined',
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'You already have a subscription' })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'Payments are off on this server, or the gateway cannot be reached',
  })
  subscribe(
    @CurrentActor() actor: Actor,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: SubscribeDto,
  ): Promise<SubscribeResponse> {
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

  @Put()
  @ApiOperation({
    summary:
      'Switch to another plan at the next renewal (nothing is charged now, no proration); your current plan drops a pending switch. Also undoes a pending cancel.',
  })
  @ApiOkResponse({ type: SeekerSubscriptionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An unknown plan' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'You have no subscription' })
  changePlan(@CurrentActor() actor: Actor, @Body() body: ChangePlanDto): Promise<SeekerSubscriptionResponse> {
    return this.subscriptions.changePlan(actor, body);
  }

  @Post('resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Keep your subscription after a cancel at period end: it renews again' })
  @ApiOkResponse({ type: SeekerSubscriptionResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'You have no subscription' })
  resume(@CurrentActor() actor: Actor): Promise<SeekerSubscriptionResponse> {
    return this.subscriptions.resume(actor);
  }
}
