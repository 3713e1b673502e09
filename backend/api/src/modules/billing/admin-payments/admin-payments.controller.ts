import { Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminPaymentsPage, RefundPaymentResponse } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { AdminPaymentsPageDto, AdminPaymentsQueryDto, RefundPaymentResponseDto } from '../dto/receipts.dto';
import { AdminPaymentsService } from './admin-payments.service';

@ApiTags('admin')
@Controller('admin/payments')
@Roles('admin')
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Every charge, newest first, paged; filtered by a part of the payer's e-mail and by status (or refunded)",
  })
  @ApiOkResponse({ type: AdminPaymentsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An unknown status, or paging out of range' })
  list(@CurrentActor() actor: Actor, @Query() query: AdminPaymentsQueryDto): Promise<AdminPaymentsPage> {
    return this.payments.page(actor, query);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund the whole payment to its card, once (a charge not settled yet is voided)' })
  @ApiOkResponse({ type: RefundPaymentResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The gateway refused the refund' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Already refunded, or not an approved payment' })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'Payments are off on this server, or the gateway cannot be reached',
  })
  refund(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<RefundPaymentResponse> {
    return this.payments.refund(actor, id);
  }
}
