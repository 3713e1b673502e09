import { Controller, Get, Header, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { JobCategoriesResponse, JobCategoryCountsResponse, JobSearchPage } from '@marketplace/contracts';
import { Public } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ApplicationStatusOnCards } from './application-status-on-cards';
import { PrivateCompanyReveal } from './detail/private-company-reveal';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { JobCategoriesDto, JobCategoryCountsDto } from './dto/job-categories.dto';
import { JobSearchPageDto } from './dto/job-card.dto';
import { JobSearchQueryDto } from './dto/job-search.dto';
import { JobCategoryCountsService } from './search/job-category-counts.service';
import { JobSearchService } from './search/job-search.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly search: JobSearchService,
    private readonly reveal: PrivateCompanyReveal,
    private readonly applied: ApplicationStatusOnCards,
    private readonly categoryCounts: JobCategoryCountsService,
  ) {}

  @Get()
  @Public()
  // The answer depends on who asks (admins see private companies): no shared cache may keep it.
  @Header('cache-control', 'private, no-cache')
  @Header('vary', 'Cookie')
  @ApiOperation({
    summary:
      'Public job search: approved, live jobs as job cards; keywords, filters, relevance or newest first, cursor paging, and how many jobs match',
  })
  @ApiOkResponse({ type: JobSearchPageDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A parameter is invalid (fieldErrors name it), e.g. a cursor this API did not issue',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'The search took longer than the statement timeout',
  })
  async list(
    @Query() query: JobSearchQueryDto,
    @CurrentActor({ optional: true }) actor: Actor | null,
  ): Promise<JobSearchPage> {
    // Private companies stay anonymous, except to admins acting as themselves; a seeker's cards carry their application status.
    // The parser reads parameters by name from a plain copy; each is text or a list of texts here.
    // A first page starts with the featured jobs that match (Featured Job Post).
    const page = await this.search.search({ ...query }, { featuredFirst: true });
    return this.applied.forViewer(actor, await this.reveal.forViewer(actor, page));
  }

  @Get('categories')
  @Public()
  @ApiOperation({ summary: 'The 28 job categories, in display order' })
  @ApiOkResponse({ type: JobCategoriesDto })
  categories(): JobCategoriesResponse {
    return this.search.categories();
  }

  @Get('categories/counts')
  @Public()
  @ApiOperation({ summary: 'How many live jobs each of the 28 categories holds, in display order (the home page)' })
  @ApiOkResponse({ type: JobCategoryCountsDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Counting took longer than the statement timeout' })
  counts(): Promise<JobCategoryCountsResponse> {
    return this.categoryCounts.counts();
  }
}
