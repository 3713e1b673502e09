import { Body, Controller, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { EmployerJob, EmployerJobsResponse } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { EmployerJobDto, EmployerJobsResponseDto, JobPostingDto } from '../dto/job-posting.dto';
import { EmployerJobsService } from './employer-jobs.service';

/** The employer's own jobs (contracts: job-posting.ts). Jobs of other companies answer 404. */
@ApiTags('employer jobs')
@Controller('employer/jobs')
@Roles('employer')
export class EmployerJobsController {
  constructor(private readonly jobs: EmployerJobsService) {}

  @Post()
  @ApiOperation({ summary: 'Post a job: `draft: true` saves a draft, otherwise the job goes to review' })
  @ApiCreatedResponse({ type: EmployerJobDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors with the job form messages' })
  create(@CurrentActor() actor: Actor, @Body() body: JobPostingDto): Promise<EmployerJob> {
    return this.jobs.create(actor, body);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The company's jobs, newest first, with status labels, counts and allowed actions" })
  @ApiOkResponse({ type: EmployerJobsResponseDto })
  list(@CurrentActor() actor: Actor): Promise<EmployerJobsResponse> {
    return this.jobs.list(actor);
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One own job, with its form values for editing' })
  @ApiOkResponse({ type: EmployerJobDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJob> {
    return this.jobs.get(actor, id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Save the form: `draft: true` keeps a draft; otherwise (also for a live job) the job goes to review',
  })
  @ApiOkResponse({ type: EmployerJobDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors with the job form messages' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The job is closed (expired, filled or archived)' })
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: JobPostingDto): Promise<EmployerJob> {
    return this.jobs.update(actor, id, body);
  }

  @Post(':id/submit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Submit a draft (or a rejected job) for review; the full form rules apply' })
  @ApiOkResponse({ type: EmployerJobDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors with the job form messages' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The job cannot be submitted in its status' })
  submit(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJob> {
    return this.jobs.submit(actor, id);
  }

  @Post(':id/renew')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send an expired job, unchanged, back to review for a new listing period; the full form rules apply',
  })
  @ApiOkResponse({ type: EmployerJobDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'fieldErrors with the job form messages (e.g. a deadline that has passed)',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Only expired jobs can be renewed' })
  renew(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJob> {
    return this.jobs.renew(actor, id);
  }

  @Post(':id/duplicate')
  @ApiOperation({
    summary: "A new draft with the job's form fields (any status); a deadline that has passed is left out",
  })
  @ApiCreatedResponse({ type: EmployerJobDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  duplicate(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJob> {
    return this.jobs.duplicate(actor, id);
  }

  @Post(':id/fill')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a live (or expired) job filled' })
  @ApiOkResponse({ type: EmployerJobDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The job cannot be marked filled in its status' })
  fill(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJob> {
    return this.jobs.fill(actor, id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive a job (it leaves search and its public page says so)' })
  @ApiOkResponse({ type: EmployerJobDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The job is already archived' })
  archive(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJob> {
    return this.jobs.archive(actor, id);
  }
}
