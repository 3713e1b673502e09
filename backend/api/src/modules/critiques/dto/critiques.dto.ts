import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsArray, IsObject, IsOptional, IsString } from 'class-validator';
import {
  CRITIQUE_INDUSTRY_NAMES,
  CRITIQUE_LIMITS,
  CRITIQUE_MESSAGES,
  CRITIQUE_STATUSES,
  type CritiqueAnalysis,
  type CritiqueIndustry,
  type CritiqueQueue,
  type CritiqueQueueItem,
  type CritiqueRecommendation,
  type CritiqueReportLink,
  type CritiqueRequestInput,
  type CritiqueRequestSummary,
  type CritiqueReviewInput,
  type CritiqueSection,
  type CritiqueSectionInput,
  type CritiqueSections,
  type CritiquesPage,
  type CritiqueStatus,
  type CritiqueWorkbench,
  type IndustryComparison,
  type KeywordsSection,
  type KeywordsSectionInput,
  RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_PRIORITIES,
  type RecommendationPriority,
  type RequestCritiqueResponse,
  type ResumeCritique,
} from '@marketplace/contracts';

// Types only: the rules and their messages run in the service through the contracts
// (validateCritiqueRequest, validateCritiqueReview), so the form and the server say the same.

/** `GET /api/admin/critiques` query. */
export class CritiqueQueueQueryDto {
  @ApiPropertyOptional({ enum: CRITIQUE_STATUSES, description: 'Without it: the open requests (requested, in review)' })
  @IsOptional()
  @IsString({ message: CRITIQUE_MESSAGES.statusInvalid })
  status?: string;
}

export class CritiqueRequestDto implements CritiqueRequestInput {
  @ApiProperty({ format: 'uuid', description: 'One of your resume versions whose file is ready' })
  @IsOptional()
  @IsString({ message: CRITIQUE_MESSAGES.resumeRequired })
  resumeId!: string;

  @ApiProperty({ maxLength: CRITIQUE_LIMITS.targetRoleMax })
  @IsOptional()
  @IsString({ message: CRITIQUE_MESSAGES.targetRoleRequired })
  targetRole!: string;

  @ApiProperty({ enum: CRITIQUE_INDUSTRY_NAMES })
  @IsOptional()
  @IsString({ message: CRITIQUE_MESSAGES.industryRequired })
  targetIndustry!: CritiqueIndustry | '';

  @ApiProperty({ maxLength: CRITIQUE_LIMITS.notesMax, description: 'What the reviewer should look at' })
  @IsOptional()
  @IsString({ message: CRITIQUE_MESSAGES.notesTooLong })
  notes!: string;
}

class CritiqueSectionInputDto implements CritiqueSectionInput {
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100, description: 'Null in a draft without one' })
  score!: number | null;
  @ApiProperty({ type: [String] }) feedback!: string[];
  @ApiProperty({ type: [String] }) suggestions!: string[];
}

class KeywordsSectionInputDto extends CritiqueSectionInputDto implements KeywordsSectionInput {
  @ApiProperty({ type: [String] }) missingKeywords!: string[];
  @ApiProperty({ type: [String] }) industryKeywords!: string[];
}

class CritiqueReviewSectionsDto {
  @ApiProperty({ type: CritiqueSectionInputDto }) formatting!: CritiqueSectionInputDto;
  @ApiProperty({ type: CritiqueSectionInputDto }) content!: CritiqueSectionInputDto;
  @ApiProperty({ type: KeywordsSectionInputDto }) keywords!: KeywordsSectionInputDto;
  @ApiProperty({ type: CritiqueSectionInputDto }) experience!: CritiqueSectionInputDto;
  @ApiProperty({ type: CritiqueSectionInputDto }) skills!: CritiqueSectionInputDto;
}

class CritiqueRecommendationDto implements CritiqueRecommendation {
  @ApiProperty({ maxLength: CRITIQUE_LIMITS.recommendationTitleMax }) title!: string;
  @ApiProperty({ maxLength: CRITIQUE_LIMITS.recommendationDescriptionMax }) description!: string;
  @ApiProperty({ enum: RECOMMENDATION_PRIORITIES }) priority!: RecommendationPriority;
  @ApiProperty({ maxLength: CRITIQUE_LIMITS.recommendationImpactMax }) impact!: string;
  @ApiProperty({ enum: RECOMMENDATION_CATEGORIES }) category!: string;
}

export class CritiqueReviewDto implements CritiqueReviewInput {
  @ApiProperty({ maxLength: CRITIQUE_LIMITS.reviewerTextMax, description: 'The first content feedback item' })
  @IsOptional()
  @IsString({ message: CRITIQUE_MESSAGES.reviewerTextRequired })
  reviewerText!: string;

  @ApiProperty({ type: CritiqueReviewSectionsDto })
  @IsOptional()
  @IsObject({ message: CRITIQUE_MESSAGES.scoreRequired })
  sections!: CritiqueReviewSectionsDto;

  @ApiProperty({ type: [CritiqueRecommendationDto] })
  @IsOptional()
  @IsArray({ message: CRITIQUE_MESSAGES.recommendationTitleRequired })
  recommendations!: CritiqueRecommendationDto[];
}

export class CritiqueRequestSummaryDto implements CritiqueRequestSummary {
  @ApiProperty({ format: 'uuid' }) requestId!: string;
  @ApiProperty({ enum: CRITIQUE_STATUSES }) status!: CritiqueStatus;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty() targetRole!: string;
  @ApiProperty({ enum: CRITIQUE_INDUSTRY_NAMES }) targetIndustry!: CritiqueIndustry;
  @ApiProperty({ type: String, nullable: true }) resumeName!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Once completed' }) overallScore!: number | null;
}

class IncludedEntitlementDto {
  @ApiProperty({ enum: ['included'] }) kind!: 'included';
  @ApiProperty() planName!: string;
  @ApiProperty({ format: 'date-time' }) periodEndsAt!: string;
}

class PurchaseEntitlementDto {
  @ApiProperty({ enum: ['purchase'] }) kind!: 'purchase';
  @ApiProperty() priceCents!: number;
  @ApiProperty({ type: String, nullable: true }) cardBrand!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null without a default card' }) cardLast4!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) includedAgainAt!: string | null;
}

class UnavailableEntitlementDto {
  @ApiProperty({ enum: ['unavailable'] }) kind!: 'unavailable';
}

@ApiExtraModels(IncludedEntitlementDto, PurchaseEntitlementDto, UnavailableEntitlementDto)
export class CritiquesPageDto implements CritiquesPage {
  @ApiProperty({ type: [CritiqueRequestSummaryDto], description: 'Newest first' })
  critiques!: CritiqueRequestSummaryDto[];
  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath(IncludedEntitlementDto) },
      { $ref: getSchemaPath(PurchaseEntitlementDto) },
      { $ref: getSchemaPath(UnavailableEntitlementDto) },
    ],
    description: 'How your next request is paid',
  })
  entitlement!: CritiquesPage['entitlement'];
}

class CritiqueChargeDto {
  @ApiProperty() amountCents!: number;
  @ApiProperty({ type: String, nullable: true }) receiptNumber!: string | null;
}

export class RequestCritiqueResponseDto implements RequestCritiqueResponse {
  @ApiProperty({ type: CritiqueRequestSummaryDto }) critique!: CritiqueRequestSummaryDto;
  @ApiProperty({ type: CritiqueChargeDto, nullable: true, description: 'Null when your plan included it' })
  charge!: CritiqueChargeDto | null;
}

class IndustryComparisonDto implements IndustryComparison {
  @ApiProperty({ type: Number, nullable: true }) percentile!: number | null;
  @ApiProperty({ type: Number, nullable: true }) averageScore!: number | null;
  @ApiProperty({ type: [String] }) topPerformingAreas!: string[];
  @ApiProperty({ type: [String] }) improvementAreas!: string[];
  @ApiProperty() completedInIndustry!: number;
}

class CritiqueAnalysisDto implements CritiqueAnalysis {
  @ApiProperty() overallScore!: number;
  @ApiProperty({ type: IndustryComparisonDto }) industryComparison!: IndustryComparisonDto;
}

class CritiqueSectionDto implements CritiqueSection {
  @ApiProperty() score!: number;
  @ApiProperty({ type: [String] }) feedback!: string[];
  @ApiProperty({ type: [String] }) suggestions!: string[];
}

class KeywordsSectionDto extends CritiqueSectionDto implements KeywordsSection {
  @ApiProperty({ type: [String] }) missingKeywords!: string[];
  @ApiProperty({ type: [String] }) industryKeywords!: string[];
}

class CritiqueSectionsDto implements CritiqueSections {
  @ApiProperty({ type: CritiqueSectionDto }) formatting!: CritiqueSectionDto;
  @ApiProperty({ type: CritiqueSectionDto }) content!: CritiqueSectionDto;
  @ApiProperty({ type: KeywordsSectionDto }) keywords!: KeywordsSectionDto;
  @ApiProperty({ type: CritiqueSectionDto }) experience!: CritiqueSectionDto;
  @ApiProperty({ type: CritiqueSectionDto }) skills!: CritiqueSectionDto;
}

class CritiqueResumeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class ResumeCritiqueDto implements ResumeCritique {
  @ApiProperty({ format: 'uuid' }) requestId!: string;
  @ApiProperty({ enum: CRITIQUE_STATUSES }) status!: CritiqueStatus;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty() targetRole!: string;
  @ApiProperty({ enum: CRITIQUE_INDUSTRY_NAMES }) targetIndustry!: CritiqueIndustry;
  @ApiProperty({ type: String, nullable: true }) reviewerName!: string | null;
  @ApiProperty() notes!: string;
  @ApiProperty({ type: CritiqueResumeDto, nullable: true, description: 'Null once you deleted it' })
  resume!: CritiqueResumeDto | null;
  @ApiProperty({ type: CritiqueAnalysisDto, nullable: true }) analysis!: CritiqueAnalysisDto | null;
  @ApiProperty({ type: CritiqueSectionsDto, nullable: true }) sections!: CritiqueSectionsDto | null;
  @ApiProperty({ type: [CritiqueRecommendationDto] }) recommendations!: CritiqueRecommendationDto[];
  @ApiProperty({ description: 'True once the PDF report of the current version is stored' }) reportReady!: boolean;
}

export class CritiqueReportLinkDto implements CritiqueReportLink {
  @ApiProperty({ description: 'A short-lived signed link to the PDF' }) url!: string;
}

class CritiqueReviewerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class CritiqueQueueItemDto implements CritiqueQueueItem {
  @ApiProperty({ format: 'uuid' }) requestId!: string;
  @ApiProperty({ enum: CRITIQUE_STATUSES }) status!: CritiqueStatus;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty() seekerName!: string;
  @ApiProperty() targetRole!: string;
  @ApiProperty({ enum: CRITIQUE_INDUSTRY_NAMES }) targetIndustry!: CritiqueIndustry;
  @ApiProperty({ type: CritiqueReviewerDto, nullable: true }) claimedBy!: CritiqueReviewerDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) claimExpiresAt!: string | null;
}

export class CritiqueQueueDto implements CritiqueQueue {
  @ApiProperty({ type: [CritiqueQueueItemDto] }) items!: CritiqueQueueItemDto[];
}

export class CritiqueWorkbenchDto implements CritiqueWorkbench {
  @ApiProperty({ type: CritiqueQueueItemDto }) item!: CritiqueQueueItemDto;
  @ApiProperty() notes!: string;
  @ApiProperty({ type: CritiqueResumeDto, nullable: true }) resume!: CritiqueResumeDto | null;
  @ApiProperty({ type: String, nullable: true }) resumeText!: string | null;
  @ApiProperty({ type: CritiqueReviewDto }) review!: CritiqueReviewDto;
  @ApiProperty({ type: Number, nullable: true }) overallScore!: number | null;
  @ApiProperty() claimedByMe!: boolean;
}
