import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { JobCategoriesResponse, JobsPage } from '@marketplace/contracts';
import { Public } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { PrivateCompanyReveal } from './detail/private-company-reveal';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { JobCategoriesDto } from './dto/job-categories.dto';
import { JobsPageDto } from './dto/job-card.dto';
import { ApiJobSearchQuery } from './search/job-search.openapi';
import type { RawSearchQuery } from './search/job-search-query';
import { JobSearchService } from './search/job-search.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly search: JobSearchService,
    private readonly reveal: PrivateCompanyReveal,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Public job search: approved, live jobs as job cards; keywords, filters, relevance or newest first, cursor paging' })
  @ApiJobSearchQuery()
  @ApiOkResponse({ type: JobsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A parameter is invalid (fieldErrors name it), e.g. a cursor this API did not issue' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'The search took longer than the statement timeout' })
  // A plain object on purpose: parseJobSearchQuery validates the parameters (repeated ones arrive as arrays).
  async list(@Query() query: RawSearchQuery, @CurrentActor({ optional: true }) actor: Actor | null): Promise<JobsPage> {
    // Private companies stay anonymous, except to admins acting as themselves (spec section 6).
    return this.reveal.forViewer(actor, await this.search.search(query));
  }

  @Get('categories')
  @Public()
  @ApiOperation({ summary: 'The 28 job categories, in display order' })
  @ApiOkResponse({ type: JobCategoriesDto })
  categories(): JobCategoriesResponse {
    return this.search.categories();
  }
}
