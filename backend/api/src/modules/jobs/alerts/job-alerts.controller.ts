import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { JOB_POSTING_MESSAGES, type JobAlert, type JobAlertsResponse } from '@marketplace/contracts';
import { CrossSiteAllowed, Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { AcceptsFormPost } from '../../../core/http/form-post';
import { unsubscribePage } from '../../notifications';
import {
  CreateJobAlertDto,
  JobAlertDto,
  JobAlertsResponseDto,
  JobAlertUnsubscribeQueryDto,
  ReplaceJobAlertDto,
  UpdateJobAlertDto,
} from '../dto/job-alerts.dto';
import { JobAlertsService } from './job-alerts.service';

/** The unsubscribe page's answers are small HTML pages, not JSON. */
const HTML_PAGE = { 'text/html': { schema: { type: 'string' as const } } };

@ApiTags('seeker')
@Controller('seeker/job-alerts')
@Roles('seeker')
export class JobAlertsController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Post()
  @ApiOperation({ summary: 'Save the current search (GET /api/jobs query string) as a daily or weekly e-mail alert' })
  @ApiCreatedResponse({ type: JobAlertDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A frequency other than daily or weekly, or a search GET /api/jobs refuses',
  })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'The seeker already has an alert for this search, or the maximum number of alerts',
  })
  create(@CurrentActor() actor: Actor, @Body() body: CreateJobAlertDto): Promise<JobAlert> {
    return this.alerts.create(actor, body);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The seeker's job alerts, newest first" })
  @ApiOkResponse({ type: JobAlertsResponseDto })
  list(@CurrentActor() actor: Actor): Promise<JobAlertsResponse> {
    return this.alerts.list(actor);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Pause or resume an alert, or change its frequency' })
  @ApiOkResponse({ type: JobAlertDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: UpdateJobAlertDto): Promise<JobAlert> {
    return this.alerts.update(actor, id, body);
  }

  @Put(':id')
  @ApiOperation({ summary: "Edit an alert's search and frequency" })
  @ApiOkResponse({ type: JobAlertDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A frequency other than daily or weekly, or a search GET /api/jobs refuses',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another alert of the seeker has this search' })
  replace(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: ReplaceJobAlertDto): Promise<JobAlert> {
    return this.alerts.replace(actor, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an alert (restorable for JOB_ALERT_UNDO_SECONDS)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.alerts.remove(actor, id);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo deleting an alert, within JOB_ALERT_UNDO_SECONDS' })
  @ApiOkResponse({ type: JobAlertDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No deleted alert of the seeker has this id' })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'Too late to undo, or the seeker saved this search again meanwhile',
  })
  restore(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<JobAlert> {
    return this.alerts.restore(actor, id);
  }
}

/**
 * The unsubscribe address of job-alert e-mails; works without signing in (the token is the proof).
 * A person opens it from the mail (GET); a mail client's own Unsubscribe button POSTs to it from
 * the provider's servers (RFC 8058 one-click), hence no origin check on the POST.
 */
@ApiTags('seeker')
@Controller('job-alerts')
export class JobAlertUnsubscribeController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Get('unsubscribe')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Unsubscribe from a job-alert e-mail by its link (pauses the alert); answers a small HTML page',
  })
  @ApiOkResponse({ description: 'Unsubscribed: the alert is paused', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'The token is unknown', content: HTML_PAGE })
  unsubscribe(
    @Query() query: JobAlertUnsubscribeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.answer(query.token, reply);
  }

  @Post('unsubscribe')
  @Public()
  @CrossSiteAllowed()
  @AcceptsFormPost()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post target mail clients POST "List-Unsubscribe=One-Click" to; pauses the alert',
  })
  @ApiOkResponse({ description: 'Unsubscribed: the alert is paused', content: HTML_PAGE })
  @ApiNotFoundResponse({ description: 'The token is unknown', content: HTML_PAGE })
  oneClickUnsubscribe(
    @Query() query: JobAlertUnsubscribeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.answer(query.token, reply);
  }

  /** Pauses the alert the token was sent for; 200 with a page saying so, or 404 for an unknown token. */
  private async answer(token: string | undefined, reply: FastifyReply): Promise<string> {
    const ok = typeof token === 'string' && (await this.alerts.unsubscribe(token));
    reply.status(ok ? 200 : 404).header('content-type', 'text/html; charset=utf-8');
    return unsubscribePage({
      title: ok ? 'Unsubscribed' : 'Link not valid',
      message: ok ? JOB_POSTING_MESSAGES.unsubscribed : JOB_POSTING_MESSAGES.unsubscribeInvalid,
      link: { href: '/seeker/job-alerts', label: 'Manage your job alerts' },
    });
  }
}
