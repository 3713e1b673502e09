import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import {
  type AddResumeRequest,
  RESUME_MESSAGES,
  type ResumeDownloadResponse,
  type ResumeSummary,
  SEEKER_PROFILE_LIMITS,
  UPLOAD_FLOW_MESSAGES,
  type UpdateResumeRequest,
} from '@marketplace/contracts';

// Types only: the name's rules run in the service through resumeNameError.

export class AddResumeDto implements AddResumeRequest {
  @ApiProperty({
    format: 'uuid',
    description:
      "A confirmed document upload of the seeker's (uploadType 'document', purpose 'resume'); it may still be processing",
  })
  @IsString({ message: UPLOAD_FLOW_MESSAGES.notFound })
  uploadId!: string;

  @ApiPropertyOptional({
    maxLength: SEEKER_PROFILE_LIMITS.resumeNameMax,
    description: "Defaults to the file's name without its extension",
  })
  @IsOptional()
  @IsString({ message: RESUME_MESSAGES.nameRequired })
  name?: string;
}

export class UpdateResumeDto implements UpdateResumeRequest {
  @ApiPropertyOptional({ maxLength: SEEKER_PROFILE_LIMITS.resumeNameMax })
  @IsOptional()
  @IsString({ message: RESUME_MESSAGES.nameRequired })
  name?: string;

  @ApiPropertyOptional({ enum: [true], description: 'true makes it the default (the previous default stops being it)' })
  @IsOptional()
  @IsBoolean({ message: RESUME_MESSAGES.defaultOnlyTrue })
  isDefault?: true;
}

export class ResumeSummaryDto implements ResumeSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
  @ApiProperty() isDefault!: boolean;
  @ApiProperty() fileName!: string;
  @ApiProperty({ example: 'application/pdf' }) fileType!: string;
  @ApiProperty({ description: 'Bytes' }) fileSize!: number;
  @ApiProperty({
    enum: ['processing', 'ready'],
    description: 'processing until the checks have run and the text is read',
  })
  status!: 'processing' | 'ready';
}

export class ResumeDownloadResponseDto implements ResumeDownloadResponse {
  @ApiProperty({ description: 'A short-lived signed link: a PDF opens in the browser, a Word document downloads' })
  downloadUrl!: string;
  @ApiProperty({ example: 'Maya Chen CV.pdf', description: "The resume's name with its file's extension" })
  fileName!: string;
  @ApiProperty({ description: 'True for a PDF, which the link shows in the browser' }) viewable!: boolean;
  @ApiProperty({ description: 'A short-lived signed link that always saves the file under fileName' })
  saveUrl!: string;
}
