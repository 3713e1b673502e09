import { ApiProperty } from '@nestjs/swagger';
import type { SavedJob, SavedJobState, SavedJobsResponse } from '@marketplace/contracts';
import { JobCardDto } from './job-card.dto';

export class SavedJobStateDto implements SavedJobState {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() saved!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) savedAt!: string | null;
}

export class SavedJobDto implements SavedJob {
  @ApiProperty({ format: 'date-time' }) savedAt!: string;
  @ApiProperty({ type: JobCardDto }) job!: JobCardDto;
}

export class SavedJobsResponseDto implements SavedJobsResponse {
  @ApiProperty({ type: [SavedJobDto], description: 'Newest saved first' }) jobs!: SavedJobDto[];
}
