import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AdminConciergeJobsResponse,
  AssignConciergeResponse,
  EmployerConciergeJobsResponse,
  EmployerJobConciergeResponse,
} from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import {
  AdminConciergeJobsQueryDto,
  AdminConciergeJobsResponseDto,
  AssignConciergeDto,
  AssignConciergeResponseDto,
  EmployerConciergeJobsResponseDto,
  EmployerJobConciergeResponseDto,
} from '../dto/concierge.dto';
import { ConciergeService } from './concierge.service';

/** An employer's concierges: the admin looking after each of their concierge jobs. */
@ApiTags('employer billing')
@Controller('employer')
@Roles('employer')
export class EmployerConciergeController {
  constructor(private readonly concierges: ConciergeService) {}

  @Get('jobs/:id/concierge')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The concierge of your company's job (null until a concierge job is approved)" })
  @ApiOkResponse({ type: EmployerJobConciergeResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  ofJob(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployerJobConciergeResponse> {
    return this.concierges.ofEmployerJob(actor, id);
  }

  @Get('concierge/jobs')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Your company's jobs that have a concierge, with who it is" })
  @ApiOkResponse({ type: EmployerConciergeJobsResponseDto })
  ofJobs(@CurrentActor() actor: Actor): Promise<EmployerConciergeJobsResponse> {
    return this.concierges.ofEmployerJobs(actor);
  }
}

/** Admins' concierge jobs: their own (or another admin's), and choosing a job's concierge. */
@ApiTags('admin')
@Controller('admin/concierge/jobs')
@Roles('admin')
export class AdminConciergeController {
  constructor(private readonly concierges: ConciergeService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "Your concierge jobs (or another admin's, with adminId), newest assignment first" })
  @ApiOkResponse({ type: AdminConciergeJobsResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'adminId is not an active admin' })
  list(@CurrentActor() actor: Actor, @Query() query: AdminConciergeJobsQueryDto): Promise<AdminConciergeJobsResponse> {
    return this.concierges.adminJobs(actor, query);
  }

  @Post(':jobId/assign')
  @HttpCode(200)
  @ApiOperation({ summary: "Make an admin the job's concierge (a job with a concierge package only)" })
  @ApiOkResponse({ type: AssignConciergeResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'adminId is missing or not an active admin' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such job, or it has no concierge package' })
  assign(
    @CurrentActor() actor: Actor,
    @Param('jobId') jobId: string,
    @Body() body: AssignConciergeDto,
  ): Promise<AssignConciergeResponse> {
    return this.concierges.assign(actor, jobId, body);
  }
}
