import { ApiProperty } from '@nestjs/swagger';
import {
  JOB_CATEGORIES,
  type JobCategory,
  type JobCategoriesResponse,
  type JobCategoryCount,
  type JobCategoryCountsResponse,
} from '@marketplace/contracts';

export class JobCategoriesDto implements JobCategoriesResponse {
  @ApiProperty({ enum: JOB_CATEGORIES, isArray: true, description: 'All 28 categories, in display order' })
  categories!: JobCategory[];
}

export class JobCategoryCountDto implements JobCategoryCount {
  @ApiProperty({ enum: JOB_CATEGORIES, example: 'Customer Service' })
  category!: JobCategory;

  @ApiProperty({ description: 'Live jobs in the category (those GET /api/jobs lists)', minimum: 0, example: 12 })
  count!: number;
}

export class JobCategoryCountsDto implements JobCategoryCountsResponse {
  @ApiProperty({ type: [JobCategoryCountDto], description: 'All 28 categories in display order, empty ones with 0' })
  categories!: JobCategoryCountDto[];
}
