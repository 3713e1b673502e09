import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JobDetail, WordpressSlugResponse } from '@marketplace/contracts';
import { Public } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { JobDetailDto, WordpressSlugResponseDto } from '../dto/job-detail.dto';
import { ApplicationStatusOnCards } from '../application-status-on-cards';
import { JobDetailService } from './job-detail.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobDetailController {
  constructor(
    private readonly jobs: JobDetailService,
    private readonly applied: ApplicationStatusOnCards,
  ) {}

  @Get(':id')
  @Public()
  // The answer depends on who asks (private companies, application status).
  @Header('cache-control', 'private, no-cache')
  @Header('vary', 'Cookie')
  @ApiOperation({
    summary:
      'One job: live, or closed (expired, filled, archived) with isOpen false. Private companies stay anonymous except to admins.',
  })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async detail(@CurrentActor({ optional: true }) actor: Actor | null, @Param('id') id: string): Promise<JobDetail> {
    return this.applied.forJob(actor, await this.jobs.detail(actor, id));
  }

  // The name is the share button's; the URL is our own public job page.
  @Get(':id/wordpress-slug')
  @Public()
  @ApiOperation({ summary: 'The share link of a live job: `${PUBLIC_URL}/jobs/{id}-{slug}`' })
  @ApiOkResponse({ type: WordpressSlugResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Unknown, not yet approved, or closed job' })
  wordpressSlug(@Param('id') id: string): Promise<WordpressSlugResponse> {
    return this.jobs.shareUrl(id);
  }
}
