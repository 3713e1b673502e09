import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type {
  ApplicantProfileResponse,
  ApplicantResumeResponse,
  ApplicationStatusResponse,
  BulkStatusResponse,
  BulkStatusUndoResponse,
  EmployerApplicationsPage,
} from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { ApplicationDecisionsService } from './application-decisions.service';
import {
  ApplicantProfileResponseDto,
  ApplicantResumeResponseDto,
  ApplicationStatusDto,
  ApplicationStatusResponseDto,
  BulkStatusDto,
  BulkStatusResponseDto,
  BulkStatusUndoDto,
  BulkStatusUndoResponseDto,
  EmployerApplicationsPageDto,
  EmployerApplicationsQueryDto,
} from './dto/employer-applications.dto';
import { EmployerApplicationsService } from './employer-applications.service';

/**
 * The employer's side of applications (contracts: employer-applications.ts): applications of the
 * company's own jobs only; another company's answer 404. An admin impersonating an employer acts
 * as them (the access guard; the resume link, opened in a new tab, may carry the identity as query parameters).
 */
@ApiTags('employer applications')
@Controller('employer')
@Roles('employer')
export class EmployerApplicationsController {
  constructor(
    private readonly applications: EmployerApplicationsService,
    private readonly decisions: ApplicationDecisionsService,
  ) {}

  @Get('jobs/:id/applications')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "One job's active applications (withdrawn ones left out): filters, name search, applied-date order, keyset pages, counts per status",
  })
  @ApiOkResponse({ type: EmployerApplicationsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors keyed by query parameter' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "Another company's job, or none" })
  listOfJob(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Query() query: EmployerApplicationsQueryDto,
  ): Promise<EmployerApplicationsPage> {
    return this.applications.list(actor, id, { ...query });
  }

  @Get('applications')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The active applications of all the company's jobs, as the one-job list" })
  @ApiOkResponse({ type: EmployerApplicationsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors keyed by query parameter' })
  list(@CurrentActor() actor: Actor, @Query() query: EmployerApplicationsQueryDto): Promise<EmployerApplicationsPage> {
    return this.applications.list(actor, null, { ...query });
  }

  @Get('applications/:id/profile')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The applicant profile of one application; email and phone are absent until interview (spec section 6)',
  })
  @ApiOkResponse({ type: ApplicantProfileResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  profile(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ApplicantProfileResponse> {
    return this.applications.profile(actor, id);
  }

  @Get('applications/:id/resume')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A short-lived signed link to the resume version applied with' })
  @ApiOkResponse({ type: ApplicantResumeResponseDto })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'Not an application of yours, or the seeker deleted that resume version',
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The file is still being processed' })
  resume(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ApplicantResumeResponse> {
    return this.applications.resume(actor, id);
  }

  @Put('applications/:id/status')
  @ApiOperation({
    summary:
      'Change the status (pending -> reviewed with initial_screening; reviewed -> interview, rejected, hired; interview -> hired, rejected; rejected -> reviewed)',
  })
  @ApiOkResponse({ type: ApplicationStatusResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'fieldErrors: a missing or unknown status, an interview stage where none belongs',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'A change the transitions refuse, or a withdrawn application',
  })
  setStatus(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: ApplicationStatusDto,
  ): Promise<ApplicationStatusResponse> {
    return this.decisions.setStatus(actor, id, body);
  }

  @Post('applications/bulk-status')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mark several applications reviewed or not selected in one transaction; answers what changed and an undo token for 10 seconds',
  })
  @ApiOkResponse({ type: BulkStatusResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'fieldErrors: no ids, too many, not ids, or another status',
  })
  bulkStatus(@CurrentActor() actor: Actor, @Body() body: BulkStatusDto): Promise<BulkStatusResponse> {
    return this.decisions.bulkStatus(actor, body);
  }

  @Post('applications/bulk-status/undo')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Put back the statuses a bulk change replaced, within 10 seconds, by the employer who made it',
  })
  @ApiOkResponse({ type: BulkStatusUndoResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'An unknown token, or a change someone else made' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Undone already, or the 10 seconds have passed' })
  undo(@CurrentActor() actor: Actor, @Body() body: BulkStatusUndoDto): Promise<BulkStatusUndoResponse> {
    return this.decisions.undoBulkStatus(actor, body);
  }
}
