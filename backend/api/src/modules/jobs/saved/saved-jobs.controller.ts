import { Controller, Delete, Get, Header, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SavedJobsResponse, SavedJobState } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { SavedJobsResponseDto, SavedJobStateDto } from '../dto/saved-jobs.dto';
import { ApplicationStatusOnCards } from '../application-status-on-cards';
import { SavedJobsService } from './saved-jobs.service';

@ApiTags('seeker')
@Controller('seeker/saved-jobs')
@Roles('seeker')
export class SavedJobsController {
  constructor(
    private readonly saved: SavedJobsService,
    private readonly applied: ApplicationStatusOnCards,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The seeker's saved jobs as job cards, newest saved first" })
  @ApiOkResponse({ type: SavedJobsResponseDto })
  async list(@CurrentActor() actor: Actor): Promise<SavedJobsResponse> {
    return this.applied.forSavedJobs(actor, await this.saved.list(actor));
  }

  @Put(':jobId')
  @ApiOperation({ summary: 'Save a job (idempotent)' })
  @ApiOkResponse({ type: SavedJobStateDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  save(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): Promise<SavedJobState> {
    return this.saved.save(actor, jobId);
  }

  @Delete(':jobId')
  @ApiOperation({ summary: 'Unsave a job (idempotent)' })
  @ApiOkResponse({ type: SavedJobStateDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  unsave(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): Promise<SavedJobState> {
    return this.saved.unsave(actor, jobId);
  }
}
