import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import {
  type ChangePlanRequest,
  JOB_PACKAGE_IDS,
  type JobPackage,
  type JobPackageId,
  type JobPackagesResponse,
  type SeekerSubscription,
  type SeekerSubscriptionResponse,
  type SubscribeRequest,
  type SubscribeResponse,
  type SubscriptionChargeSummary,
  SUBSCRIPTION_PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionPlan,
  type SubscriptionPlanId,
  type SubscriptionPlansResponse,
  type SubscriptionStatus,
} from '@marketplace/contracts';

/** `POST /api/seeker/subscription`. Types only here; the service runs validateSubscribe. */
export class SubscribeDto implements SubscribeRequest {
  @ApiProperty({ enum: SUBSCRIPTION_PLAN_IDS })
  @IsString()
  planId!: SubscriptionPlanId;
}

/** `PUT /api/seeker/subscription`: the plan to renew into. Types only here; the service runs validateChangePlan. */
export class ChangePlanDto implements ChangePlanRequest {
  @ApiProperty({
    enum: SUBSCRIPTION_PLAN_IDS,
    description: 'The plan the next renewal charges and switches to; your current plan drops a pending switch',
  })
  @IsString()
  planId!: SubscriptionPlanId;
}

export class SubscriptionPlanDto implements SubscriptionPlan {
  @ApiProperty({ enum: SUBSCRIPTION_PLAN_IDS }) id!: SubscriptionPlanId;
  @ApiProperty({ example: 'Gold Mom Professional' }) name!: string;
  @ApiProperty({ example: 4999, description: 'Cents per period' }) price!: number;
  @ApiProperty({ example: 'per 2 months' }) billing!: string;
  @ApiProperty({ example: 60, description: 'Days one period lasts' }) duration!: number;
  @ApiProperty({ example: 3, description: 'Resume versions; -1 for unlimited' }) resumeLimit!: number;
  @ApiProperty({ example: 0 }) trialDays!: number;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty() support!: string;
  @ApiProperty() popular!: boolean;
  @ApiProperty({ type: [String] }) includes!: string[];
}

export class SubscriptionPlansResponseDto implements SubscriptionPlansResponse {
  @ApiProperty({ type: [SubscriptionPlanDto] }) plans!: SubscriptionPlanDto[];
}

export class JobPackageDto implements JobPackage {
  @ApiProperty({ enum: JOB_PACKAGE_IDS }) id!: JobPackageId;
  @ApiProperty({ example: 'Featured Job Post' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: 12700, description: 'Cents' }) price!: number;
  @ApiProperty({ example: 1, description: 'Jobs; -1 for unlimited' }) jobPostings!: number;
  @ApiProperty({ example: 1 }) featuredListings!: number;
  @ApiProperty({ example: 30, description: 'Days' }) duration!: number;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty() popular!: boolean;
  @ApiProperty() recommended!: boolean;
  @ApiProperty({ description: "The signed-in employer's package" }) current!: boolean;
}

export class JobPackagesResponseDto implements JobPackagesResponse {
  @ApiProperty({ type: [JobPackageDto] }) packages!: JobPackageDto[];
}

export class SeekerSubscriptionDto implements SeekerSubscription {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SUBSCRIPTION_PLAN_IDS }) planId!: SubscriptionPlanId;
  @ApiProperty() planName!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status!: SubscriptionStatus;
  @ApiProperty({ format: 'date-time' }) currentPeriodStart!: string;
  @ApiProperty({ format: 'date-time', description: 'The next charge, or the end when cancelAtPeriodEnd' })
  currentPeriodEnd!: string;
  @ApiProperty() cancelAtPeriodEnd!: boolean;
  @ApiProperty({ enum: SUBSCRIPTION_PLAN_IDS, nullable: true, type: String }) pendingPlanId!: SubscriptionPlanId | null;
}

export class SeekerSubscriptionResponseDto implements SeekerSubscriptionResponse {
  @ApiProperty({ type: SeekerSubscriptionDto, nullable: true }) subscription!: SeekerSubscriptionDto | null;
}

export class SubscriptionChargeSummaryDto implements SubscriptionChargeSummary {
  @ApiProperty({ example: 4999, description: 'Cents' }) amount!: number;
  @ApiProperty({ example: 'Visa' }) cardBrand!: string;
  @ApiProperty({ example: '1111' }) cardLast4!: string;
}

export class SubscribeResponseDto implements SubscribeResponse {
  @ApiProperty({ type: SeekerSubscriptionDto }) subscription!: SeekerSubscriptionDto;
  @ApiProperty({ type: SubscriptionChargeSummaryDto, nullable: true, description: 'Null for a free trial' })
  charge!: SubscriptionChargeSummaryDto | null;
}
