import { ApiProperty } from '@nestjs/swagger';
import { JOB_CATEGORIES, type JobCategory, type JobCategoriesResponse } from '@marketplace/contracts';

export class JobCategoriesDto implements JobCategoriesResponse {
  @ApiProperty({ enum: JOB_CATEGORIES, isArray: true, description: 'All 28 categories, in display order' })
  categories!: JobCategory[];
}
