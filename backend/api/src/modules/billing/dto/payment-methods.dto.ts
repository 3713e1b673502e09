import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import {
  ACCEPT_OPAQUE_DATA_DESCRIPTOR,
  type AuthnetClientConfig,
  PAYMENT_ENVIRONMENTS,
  type PaymentEnvironment,
  type PaymentMethod,
  type PaymentMethodsResponse,
  type SavePaymentMethodResponse,
  type UpdatePaymentMethodRequest,
} from '@marketplace/contracts';

/**
 * `POST .../payment-methods`: an add, or with paymentMethodId and action 'update' a replacement.
 * Types only here; the service runs validateSavePaymentMethod, the rules the form shares.
 */
export class SavePaymentMethodDto implements Partial<UpdatePaymentMethodRequest> {
  @ApiPropertyOptional({ format: 'uuid', description: 'Update mode: the card to replace' })
  @IsOptional()
  @IsString()
  paymentMethodId?: string;

  @ApiPropertyOptional({ enum: ['update'], description: "Update mode: 'update'" })
  @IsOptional()
  @IsIn(['update'])
  action?: 'update';

  @ApiProperty({ example: ACCEPT_OPAQUE_DATA_DESCRIPTOR, description: "Accept.js opaque data's dataDescriptor" })
  @IsString()
  opaqueDataDescriptor!: string;

  @ApiProperty({ description: "Accept.js opaque data's dataValue (single use, valid 15 minutes)" })
  @IsString()
  opaqueDataValue!: string;

  @ApiPropertyOptional({ description: 'Add mode: make it the default card (the first card always is)' })
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;

  @ApiProperty({ example: '03' })
  @IsString()
  expiryMonth!: string;

  @ApiProperty({ example: '2030' })
  @IsString()
  expiryYear!: string;
}

export class PaymentMethodDto implements PaymentMethod {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Visa' }) brand!: string;
  @ApiProperty({ example: '1111' }) last4!: string;
  @ApiProperty({ example: 3 }) expiryMonth!: number;
  @ApiProperty({ example: 2030 }) expiryYear!: number;
  @ApiProperty() isDefault!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class SavePaymentMethodResponseDto implements SavePaymentMethodResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: PaymentMethodDto }) paymentMethod!: PaymentMethodDto;
}

export class PaymentMethodsResponseDto implements PaymentMethodsResponse {
  @ApiProperty({ type: [PaymentMethodDto], description: 'The default card first, then the newest' })
  paymentMethods!: PaymentMethodDto[];
}

export class AuthnetClientConfigDto implements AuthnetClientConfig {
  @ApiProperty() apiLoginId!: string;
  @ApiProperty({ description: 'The public client key Accept.js authenticates with' }) clientKey!: string;
  @ApiProperty({ enum: PAYMENT_ENVIRONMENTS }) environment!: PaymentEnvironment;
  @ApiProperty({ description: 'The Accept.js script to load for this environment' }) acceptJsUrl!: string;
}
