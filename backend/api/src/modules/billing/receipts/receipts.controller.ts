import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { BillingHistoryPage } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { BillingHistoryPageDto, BillingHistoryQueryDto } from '../dto/receipts.dto';
import type { ReceiptAudience } from './receipts.mapper';
import { ReceiptsService } from './receipts.service';

/** The signed-in user's charges and receipts; seekers and employers have the same routes under their own paths. */
abstract class BillingHistoryRoutes {
  protected abstract readonly audience: ReceiptAudience;

  constructor(private readonly receipts: ReceiptsService) {}

  @Get('history')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your charges, newest first, 20 a page (?cursor= from nextCursor); refunds shown' })
  @ApiOkResponse({ type: BillingHistoryPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The cursor is not one this API handed out' })
  history(@CurrentActor() actor: Actor, @Query() query: BillingHistoryQueryDto): Promise<BillingHistoryPage> {
    return this.receipts.history(actor, this.audience, query.cursor);
  }

  @Get('receipts/:id/pdf')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The receipt of one of your approved charges, as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The receipt',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not one of your receipts' })
  async pdf(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.receipts.pdf(actor, id);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`);
    return file.content;
  }
}

@ApiTags('seeker billing')
@Controller('seeker/billing')
@Roles('seeker')
export class SeekerBillingHistoryController extends BillingHistoryRoutes {
  protected readonly audience = 'seeker';

  constructor(receipts: ReceiptsService) {
    super(receipts);
  }
}

@ApiTags('employer billing')
@Controller('employer/billing')
@Roles('employer')
export class EmployerBillingHistoryController extends BillingHistoryRoutes {
  protected readonly audience = 'employer';

  constructor(receipts: ReceiptsService) {
    super(receipts);
  }
}
