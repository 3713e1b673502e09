import { Body, Controller, Get, Header, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { TalentInvitation, TalentProfile, TalentResumeResponse, TalentSearchPage } from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import {
  InviteToJobDto,
  TalentInvitationDto,
  TalentProfileDto,
  TalentResumeResponseDto,
  TalentSearchPageDto,
  TalentSearchQueryDto,
} from './dto/talent.dto';
import { TalentService } from './talent.service';

/**
 * The employer's talent (contracts: talent.ts): seekers who let employers find them, and those who
 * applied to the company's jobs; anyone else answers 404. An admin impersonating an employer acts as
 * them (the access guard; the resume link, opened in a new tab, may carry the identity as query parameters).
 */
@ApiTags('employer talent')
@Controller('employer/talent')
@Roles('employer')
export class TalentController {
  constructor(private readonly talent: TalentService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Search seekers who let employers find them: keywords, skills, availability, experience level; most recently updated first, keyset pages, capped count',
  })
  @ApiOkResponse({ type: TalentSearchPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors keyed by query parameter' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'An employer without a company' })
  search(@CurrentActor() actor: Actor, @Query() query: TalentSearchQueryDto): Promise<TalentSearchPage> {
    return this.talent.search(actor, { ...query });
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "The Professional Profile, with the history and invitations of your company; e-mail and phone only once one of the seeker's applications to your jobs is in interview or hired",
  })
  @ApiOkResponse({ type: TalentProfileDto })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'A seeker who hides their profile and never applied to your jobs, or none',
  })
  profile(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<TalentProfile> {
    return this.talent.profile(actor, id);
  }

  @Get(':id/resume')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A short-lived signed link to the seeker's default resume, to open in a new tab" })
  @ApiOkResponse({ type: TalentResumeResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such talent, or no resume' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The resume is still being processed' })
  resume(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<TalentResumeResponse> {
    return this.talent.resume(actor, id);
  }

  @Post(':id/invitations')
  @ApiOperation({
    summary:
      "Invite the seeker to one of your company's live jobs with an optional note; they get an e-mail and see it in their applications. Their address is never shown to you for it",
  })
  @ApiCreatedResponse({ type: TalentInvitationDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: "fieldErrors: no job, not one of your company's live jobs, a note too long",
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Invited to this job already, or applied to it already' })
  invite(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: InviteToJobDto,
  ): Promise<TalentInvitation> {
    return this.talent.invite(actor, id, body);
  }
}
