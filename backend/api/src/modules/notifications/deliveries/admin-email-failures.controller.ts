import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EmailDeliveryFailuresPage } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { EmailDeliveryFailuresPageDto, EmailDeliveryFailuresQueryDto } from '../dto/email-delivery-failures.dto';
import { EmailDeliveryFailures } from './email-delivery-failures.service';

/** E-mails that could not be delivered, for admins (contracts: email-deliveries.ts). */
@ApiTags('admin')
@Controller('admin/email-failures')
@Roles('admin')
export class AdminEmailFailuresController {
  constructor(private readonly failures: EmailDeliveryFailures) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "E-mails that could not be delivered, newest first, paged; one user's with ?userId=" })
  @ApiOkResponse({ type: EmailDeliveryFailuresPageDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A user id that is not one, or a cursor this API did not make',
  })
  list(
    @CurrentActor() actor: Actor,
    @Query() query: EmailDeliveryFailuresQueryDto,
  ): Promise<EmailDeliveryFailuresPage> {
    return this.failures.page(actor, query);
  }
}
