import { Body, Controller, Get, Header, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { EmployerCreditsResponse, JobPackagesResponse, PurchasePackageResponse } from '@marketplace/contracts';
import { Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { JobPackagesResponseDto } from '../dto/subscriptions.dto';
import { EmployerCreditsResponseDto, PurchasePackageDto, PurchasePackageResponseDto } from '../dto/packages.dto';
import { PackagesService } from './packages.service';

/** The job-posting packages on sale (billing-catalog.ts), in cents; `current` marks the signed-in employer's. */
@ApiTags('billing')
@Controller('billing/packages')
export class PackagesCatalogController {
  constructor(private readonly packages: PackagesService) {}

  @Get()
  @Public()
  // `current` depends on who asks.
  @Header('cache-control', 'private, no-cache')
  @Header('vary', 'Cookie')
  @ApiOperation({
    summary: "The employers' job-posting packages (prices in cents); current marks the signed-in employer's package",
  })
  @ApiOkResponse({ type: JobPackagesResponseDto })
  list(@CurrentActor({ optional: true }) actor: Actor | null): Promise<JobPackagesResponse> {
    return this.packages.catalogue(actor);
  }
}

/** An employer's packages: buy one with the default card, and the company's credits. */
@ApiTags('employer billing')
@Controller('employer/packages')
@Roles('employer')
export class EmployerPackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Get('credits')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Your company's job post credits that can still be spent" })
  @ApiOkResponse({ type: EmployerCreditsResponseDto })
  credits(@CurrentActor() actor: Actor): Promise<EmployerCreditsResponse> {
    return this.packages.credits(actor);
  }

  @Post('purchase')
  @HttpCode(200)
  @ApiOperation({ summary: 'Buy a package with your default card: its credits go to your company' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'A unique value per purchase: a retry with the same key gets the first answer',
  })
  @ApiOkResponse({ type: PurchasePackageResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No Idempotency-Key, an unknown package, no card, or the charge was declined',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'Payments are off on this server, or the gateway cannot be reached',
  })
  purchase(
    @CurrentActor() actor: Actor,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: PurchasePackageDto,
  ): Promise<PurchasePackageResponse> {
    return this.packages.purchase(actor, idempotencyKey, body);
  }
}
