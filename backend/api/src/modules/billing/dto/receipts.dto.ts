import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  ADMIN_PAGING,
  ADMIN_PAYMENT_STATUS_FILTERS,
  ADMIN_QUERY_MESSAGES,
  type AdminPayment,
  type AdminPaymentsPage,
  type AdminPaymentsParams,
  type BillingHistoryEntry,
  type BillingHistoryPage,
  CHARGE_STATUSES,
  type ChargeKind,
  type ChargeRefund,
  type ChargeStatus,
  RECEIPT_MESSAGES,
  type RefundMethod,
  type RefundPaymentResponse,
} from '@marketplace/contracts';

/** `GET .../billing/history?cursor=`: the service reads the cursor. */
export class BillingHistoryQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.invalidCursor })
  cursor?: string;
}

export class ChargeRefundDto implements ChargeRefund {
  @ApiProperty({ description: 'Cents' }) amount!: number;
  @ApiProperty({ enum: ['refund', 'void'], description: 'void: before the charge settled' }) method!: RefundMethod;
  @ApiProperty({ format: 'date-time' }) refundedAt!: string;
}

export class BillingHistoryEntryDto implements BillingHistoryEntry {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ enum: ['subscription', 'package', 'critique'] }) kind!: ChargeKind;
  @ApiProperty({ example: 'Gold Mom Professional subscription' }) description!: string;
  @ApiProperty({ description: 'Cents' }) amount!: number;
  @ApiProperty({ enum: CHARGE_STATUSES }) status!: ChargeStatus;
  @ApiProperty({ example: 'Visa' }) cardBrand!: string;
  @ApiProperty({ example: '1111' }) cardLast4!: string;
  @ApiProperty({ type: String, nullable: true, example: 'NW-2026-000123' }) receiptNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) receiptPdfUrl!: string | null;
  @ApiProperty({ type: ChargeRefundDto, nullable: true }) refund!: ChargeRefundDto | null;
}

export class BillingHistoryPageDto implements BillingHistoryPage {
  @ApiProperty({ type: [BillingHistoryEntryDto], description: 'Newest first' }) entries!: BillingHistoryEntryDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

/** `GET /api/admin/payments?email=&status=&page=&pageSize=`: text here, read by the service. */
export class AdminPaymentsQueryDto implements AdminPaymentsParams {
  @ApiPropertyOptional({ description: "Part of the payer's e-mail, any case" })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.single })
  email?: string;

  @ApiPropertyOptional({ enum: ADMIN_PAYMENT_STATUS_FILTERS })
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.invalidStatus })
  status?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.pageInvalid })
  page?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: ADMIN_PAGING.maxPageSize,
    default: ADMIN_PAGING.defaultPageSize,
  })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.pageSizeInvalid })
  pageSize?: string;
}

export class AdminPaymentDto implements AdminPayment {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() userEmail!: string;
  @ApiProperty() userName!: string;
  @ApiProperty({ enum: ['subscription', 'package', 'critique'] }) kind!: ChargeKind;
  @ApiProperty({ example: 'gold' }) itemId!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Cents' }) amount!: number;
  @ApiProperty({ enum: CHARGE_STATUSES }) status!: ChargeStatus;
  @ApiProperty() cardBrand!: string;
  @ApiProperty() cardLast4!: string;
  @ApiProperty({ format: 'date-time' }) date!: string;
  @ApiProperty({ type: String, nullable: true }) receiptNumber!: string | null;
  @ApiProperty({ type: ChargeRefundDto, nullable: true }) refund!: ChargeRefundDto | null;
  @ApiProperty() refundable!: boolean;
}

export class AdminPaymentsPageDto implements AdminPaymentsPage {
  @ApiProperty({ type: [AdminPaymentDto], description: 'Newest first' }) payments!: AdminPaymentDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class RefundPaymentResponseDto implements RefundPaymentResponse {
  @ApiProperty({ type: AdminPaymentDto }) payment!: AdminPaymentDto;
}
