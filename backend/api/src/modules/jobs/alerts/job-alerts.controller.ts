import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type CreateJobAlertRequest, JOB_POSTING_MESSAGES, type JobAlert, type JobAlertsResponse, type UpdateJobAlertRequest } from '@marketplace/contracts';
import { Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { escapeHtml, SITE_NAME } from '../public-page/public-job-page.html';
import { JobAlertsService } from './job-alerts.service';

@ApiTags('seeker')
@Controller('seeker/job-alerts')
@Roles('seeker')
export class JobAlertsController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Post()
  @ApiOperation({ summary: 'Save the current search (GET /api/jobs query string) as a daily or weekly e-mail alert' })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The seeker already has the maximum number of alerts' })
  create(@CurrentActor() actor: Actor, @Body() body: CreateJobAlertRequest): Promise<JobAlert> {
    return this.alerts.create(actor, body);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The seeker's job alerts, newest first" })
  list(@CurrentActor() actor: Actor): Promise<JobAlertsResponse> {
    return this.alerts.list(actor);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Pause or resume an alert, or change its frequency' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: UpdateJobAlertRequest): Promise<JobAlert> {
    return this.alerts.update(actor, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an alert' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.alerts.remove(actor, id);
  }
}

/** The unsubscribe link of job-alert e-mails: works without signing in (the token is the proof). */
@ApiTags('seeker')
@Controller('job-alerts')
export class JobAlertUnsubscribeController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Get('unsubscribe')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One-click unsubscribe from a job-alert e-mail; answers a small HTML page' })
  async unsubscribe(@Query('token') token: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const ok = typeof token === 'string' && (await this.alerts.unsubscribe(token));
    reply.status(ok ? 200 : 404).header('content-type', 'text/html; charset=utf-8');
    const message = ok ? JOB_POSTING_MESSAGES.unsubscribed : JOB_POSTING_MESSAGES.unsubscribeInvalid;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${ok ? 'Unsubscribed' : 'Link not valid'} | ${SITE_NAME}</title></head>
<body><main><h1>${ok ? 'Unsubscribed' : 'Link not valid'}</h1><p>${escapeHtml(message)}</p>
<p><a href="/seeker/job-alerts">Manage your job alerts</a></p></main></body></html>
`;
  }
}
