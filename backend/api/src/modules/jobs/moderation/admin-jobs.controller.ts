import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminJobsPage, ModerationResult } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { AdminJobsPageDto, AdminJobsQueryDto, ModerationResultDto, RejectJobDto } from '../dto/job-moderation.dto';
import { JobModerationService } from './job-moderation.service';

@ApiTags('admin')
@Controller('admin/jobs')
@Roles('admin')
export class AdminJobsController {
  constructor(private readonly moderation: JobModerationService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Jobs waiting for review, oldest first, 20 a page (?page=1)' })
  @ApiOkResponse({ type: AdminJobsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'page is not a whole number in range' })
  queue(@CurrentActor() actor: Actor, @Query() query: AdminJobsQueryDto): Promise<AdminJobsPage> {
    return this.moderation.queue(actor, query.page);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve: the job goes live now for its listing duration' })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The job is not in review' })
  approve(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ModerationResult> {
    return this.moderation.approve(actor, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with a reason the employer sees in their job list' })
  @ApiOkResponse({ type: ModerationResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No reason, or one that is too long' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The job is not in review' })
  reject(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: RejectJobDto): Promise<ModerationResult> {
    return this.moderation.reject(actor, id, body);
  }
}
