import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JobsPage } from '@marketplace/contracts';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { JobsPageDto } from './dto/job-card.dto';
import { JobsQueryDto } from './dto/jobs-query.dto';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @ApiOperation({ summary: 'Public job feed: approved jobs as job cards, newest first, cursor paging' })
  @ApiOkResponse({ type: JobsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The cursor is not one this API issued' })
  list(@Query() query: JobsQueryDto): Promise<JobsPage> {
    return this.jobs.listApproved(query.cursor);
  }
}
