import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SeekerInvitationsResponse } from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { SeekerInvitationsResponseDto } from './dto/talent.dto';
import { SeekerInvitationsService } from './seeker-invitations.service';

/** The seeker's invitations to apply (contracts: talent.ts): their own only. */
@ApiTags('seeker invitations')
@Controller('seeker/invitations')
@Roles('seeker')
export class SeekerInvitationsController {
  constructor(private readonly invitations: SeekerInvitationsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Invitations employers sent you, newest first, with whether you applied since' })
  @ApiOkResponse({ type: SeekerInvitationsResponseDto })
  list(@CurrentActor() actor: Actor): Promise<SeekerInvitationsResponse> {
    return this.invitations.list(actor);
  }
}
