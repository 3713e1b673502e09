import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_STAGES,
  type InterviewData,
  type InterviewHistoryEntry,
  type InterviewHistoryResponse,
  type InterviewStage,
  type InterviewUpdateRequest,
  type InterviewUpdateResponse,
} from '@marketplace/contracts';

// Only the JSON types are checked here (a wrongly typed body answers 400 with fieldErrors, as every
// body does); the scheduling rules, with their own messages, are the contracts'
// interviewUpdateError, run by the service after the access check.

export class InterviewUpdateDto implements Partial<InterviewUpdateRequest> {
  @ApiProperty({ enum: INTERVIEW_STAGES, description: 'Always sent; any stage, either direction' })
  @IsOptional()
  @IsString({ message: M.stageInvalid })
  stage!: InterviewStage;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.notesMax, description: 'Only when changed; trimmed' })
  @IsOptional()
  @IsString({ message: M.textInvalid })
  notes?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    description: 'Only when changed; null clears it (Reschedule)',
  })
  @IsOptional()
  @IsString({ message: M.dateInvalid })
  scheduledAt?: string | null;

  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    description: 'Only when changed; null clears it (Reschedule)',
  })
  @IsOptional()
  @IsString({ message: M.dateInvalid })
  completedAt?: string | null;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.nextActionMax, description: 'Only when changed; trimmed' })
  @IsOptional()
  @IsString({ message: M.textInvalid })
  nextActionRequired?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only when changed' })
  @IsOptional()
  @IsString({ message: M.dateInvalid })
  nextActionDeadline?: string;

  @ApiPropertyOptional({
    example: 'Europe/Berlin',
    maxLength: INTERVIEW_LIMITS.timeZoneMax,
    description:
      "The IANA zone the interview's times are in (the invitation states them in it); kept at the same stage when not sent",
  })
  @IsOptional()
  @IsString({ message: M.timeZoneInvalid })
  timeZone?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INTERVIEW_LIMITS.locationMax,
    description: 'Where the interview takes place, for the candidate; trimmed; null clears it',
  })
  @IsOptional()
  @IsString({ message: M.invitationTextInvalid })
  location?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INTERVIEW_LIMITS.meetingUrlMax,
    example: 'https://meet.example.com/interview',
    description: 'The https link to join, for the candidate; null clears it',
  })
  @IsOptional()
  @IsString({ message: M.meetingUrlInvalid })
  meetingUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INTERVIEW_LIMITS.messageMax,
    description:
      "The employer's message to the candidate, sent with the invitation (the interviewer's notes never are); null clears it",
  })
  @IsOptional()
  @IsString({ message: M.invitationTextInvalid })
  messageToCandidate?: string | null;
}

/** The invitation's details, in the interview data and in an update's answer. */
class InvitationDetailsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Europe/Berlin',
    description: "The IANA zone of the interview's times; null until it has one (the screens use the browser's)",
  })
  timeZone!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) meetingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Sent to the candidate with the invitation' })
  messageToCandidate!: string | null;
}

export class InterviewDataDto extends InvitationDetailsDto implements InterviewData {
  @ApiProperty({ format: 'uuid', description: "The application's id" }) id!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() candidateName!: string;
  @ApiPropertyOptional({ description: 'Absent until the candidate reached interview status (spec section 6)' })
  candidateEmail?: string;
  @ApiProperty({ enum: INTERVIEW_STAGES, nullable: true }) currentStage!: InterviewStage | null;
  @ApiProperty({ type: String, nullable: true }) formattedCurrentStage!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) interviewScheduledAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) interviewCompletedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) interviewerNotes!: string | null;
  @ApiProperty({ type: String, nullable: true }) nextActionRequired!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextActionDeadline!: string | null;
}

class InterviewHistoryEntryDto implements InterviewHistoryEntry {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: INTERVIEW_STAGES }) stage!: InterviewStage;
  @ApiProperty() formattedStage!: string;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduledAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class InterviewHistoryResponseDto implements InterviewHistoryResponse {
  @ApiProperty({ type: [InterviewHistoryEntryDto], description: 'Newest first' })
  interviewHistory!: InterviewHistoryEntryDto[];
}

class UpdatedInterviewDto extends InvitationDetailsDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: INTERVIEW_STAGES }) interviewStage!: InterviewStage;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) interviewScheduledAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) interviewCompletedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) interviewerNotes!: string | null;
  @ApiProperty({ type: String, nullable: true }) nextActionRequired!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextActionDeadline!: string | null;
}

export class InterviewUpdateResponseDto implements InterviewUpdateResponse {
  @ApiProperty({ type: UpdatedInterviewDto }) application!: UpdatedInterviewDto;
}
