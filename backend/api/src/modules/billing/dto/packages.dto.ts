import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import {
  type EmployerCreditsResponse,
  JOB_PACKAGE_IDS,
  type JobPackageId,
  type PackageCredit,
  type PurchasePackageRequest,
  type PurchasePackageResponse,
} from '@marketplace/contracts';
import { SubscriptionChargeSummaryDto } from './subscriptions.dto';

/** `POST /api/employer/packages/purchase`. Types only here; the service runs validatePurchasePackage. */
export class PurchasePackageDto implements PurchasePackageRequest {
  @ApiProperty({ enum: JOB_PACKAGE_IDS })
  @IsString()
  packageId!: JobPackageId;
}

export class PackageCreditDto implements PackageCredit {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: JOB_PACKAGE_IDS }) packageId!: JobPackageId;
  @ApiProperty({ example: 'Featured Job Post' }) packageName!: string;
  @ApiProperty({ example: 1, description: 'Jobs it posts; -1 for any number while it lasts' }) postings!: number;
  @ApiProperty({ example: 0 }) used!: number;
  @ApiProperty({ example: 1 }) featured!: number;
  @ApiProperty({ example: 0 }) featuredUsed!: number;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ format: 'date-time' }) purchasedAt!: string;
}

export class EmployerCreditsResponseDto implements EmployerCreditsResponse {
  @ApiProperty({ example: 1, description: 'Job posts left; -1 while a package without a job limit runs' })
  postingsLeft!: number;
  @ApiProperty({ example: 1 }) featuredLeft!: number;
  @ApiProperty({ type: [PackageCreditDto] }) credits!: PackageCreditDto[];
}

export class PurchasePackageResponseDto implements PurchasePackageResponse {
  @ApiProperty({ type: PackageCreditDto }) credit!: PackageCreditDto;
  @ApiProperty({ type: SubscriptionChargeSummaryDto }) charge!: SubscriptionChargeSummaryDto;
}
