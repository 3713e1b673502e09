import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {
  CritiqueQueue,
  CritiqueReportLink,
  CritiquesPage,
  CritiqueWorkbench,
  RequestCritiqueResponse,
  ResumeCritique,
  ResumeDownloadResponse,
} from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { ResumeDownloadResponseDto } from '../profiles';
import { CritiquesService } from './critiques.service';
import {
  CritiqueQueueDto,
  CritiqueQueueQueryDto,
  CritiqueReportLinkDto,
  CritiqueRequestDto,
  CritiqueReviewDto,
  CritiquesPageDto,
  CritiqueWorkbenchDto,
  RequestCritiqueResponseDto,
  ResumeCritiqueDto,
} from './dto/critiques.dto';

/** A seeker's resume critiques (contracts: critiques.ts): requesting one, reading the results and the report. */
@ApiTags('critiques')
@Controller('seeker/critiques')
@Roles('seeker')
export class SeekerCritiquesController {
  constructor(private readonly critiques: CritiquesService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your critique requests, newest first, and how your next one is paid' })
  @ApiOkResponse({ type: CritiquesPageDto })
  page(@CurrentActor() actor: Actor): Promise<CritiquesPage> {
    return this.critiques.page(actor);
  }

  @Post()
  @ApiOperation({
    summary:
      'Request a critique of one of your ready resume versions: included once per period by a platinum plan, else bought with your default card',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A unique value per request: a retry with the same key gets the first answer, not a second charge',
  })
  @ApiCreatedResponse({ type: RequestCritiqueResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No resume of yours, or a missing role or industry' })
  @ApiPaymentRequiredResponse({ type: ErrorBodyDto, description: 'No default card, or the card was declined' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A twin request took the included critique first' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Card payments are off' })
  request(
    @CurrentActor() actor: Actor,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: CritiqueRequestDto,
  ): Promise<RequestCritiqueResponse> {
    return this.critiques.request(actor, body, idempotencyKey);
  }

  @Get(':requestId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One of your critiques: once completed, its analysis, sections and recommendations' })
  @ApiOkResponse({ type: ResumeCritiqueDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not a critique of yours' })
  critique(@CurrentActor() actor: Actor, @Param('requestId') requestId: string): Promise<ResumeCritique> {
    return this.critiques.critique(actor, requestId);
  }

  @Get(':requestId/report')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A short-lived signed link to the critique's PDF report" })
  @ApiOkResponse({ type: CritiqueReportLinkDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not a critique of yours' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Not completed yet, or the report is still being made' })
  report(@CurrentActor() actor: Actor, @Param('requestId') requestId: string): Promise<CritiqueReportLink> {
    return this.critiques.reportLink(actor, requestId);
  }
}

/** The reviewers' side: the queue, claims, drafts and completion. Admins acting as themselves. */
@ApiTags('admin')
@Controller('admin/critiques')
@Roles('admin')
export class AdminCritiquesController {
  constructor(private readonly critiques: CritiquesService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The critique queue: open requests oldest first, or those of one status' })
  @ApiOkResponse({ type: CritiqueQueueDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An unknown status' })
  queue(@Query() query: CritiqueQueueQueryDto): Promise<CritiqueQueue> {
    return this.critiques.queue(query.status);
  }

  @Get(':requestId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The reviewer's screen: the request, its claim, the resume's text and the review so far" })
  @ApiOkResponse({ type: CritiqueWorkbenchDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such request' })
  workbench(@CurrentActor() actor: Actor, @Param('requestId') requestId: string): Promise<CritiqueWorkbench> {
    return this.critiques.workbench(actor, requestId);
  }

  @Post(':requestId/claim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Claim the request: only while nobody else holds an unexpired claim' })
  @ApiOkResponse({ type: CritiqueWorkbenchDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another reviewer holds it' })
  claim(@CurrentActor() actor: Actor, @Param('requestId') requestId: string): Promise<CritiqueWorkbench> {
    return this.critiques.claim(actor, requestId);
  }

  @Post(':requestId/release')
  @HttpCode(200)
  @ApiOperation({ summary: 'Let your claim go' })
  @ApiOkResponse({ type: CritiqueWorkbenchDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another reviewer holds it' })
  release(@CurrentActor() actor: Actor, @Param('requestId') requestId: string): Promise<CritiqueWorkbench> {
    return this.critiques.release(actor, requestId);
  }

  @Put(':requestId/draft')
  @ApiOperation({ summary: 'Save the review as a draft (the claimer only); the claim runs on' })
  @ApiOkResponse({ type: CritiqueWorkbenchDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A score, text or recommendation out of bounds' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Not claimed by you, or completed' })
  draft(
    @CurrentActor() actor: Actor,
    @Param('requestId') requestId: string,
    @Body() body: CritiqueReviewDto,
  ): Promise<CritiqueWorkbench> {
    return this.critiques.saveDraft(actor, requestId, body);
  }

  @Post(':requestId/complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Complete the critique (the claimer), or change a completed one: the seeker is told and the PDF is made',
  })
  @ApiOkResponse({ type: CritiqueWorkbenchDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A missing score or text, or one out of bounds' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such request' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Not claimed by you' })
  complete(
    @CurrentActor() actor: Actor,
    @Param('requestId') requestId: string,
    @Body() body: CritiqueReviewDto,
  ): Promise<CritiqueWorkbench> {
    return this.critiques.complete(actor, requestId, body);
  }

  @Get(':requestId/resume')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A short-lived signed link to the resume beside the form' })
  @ApiOkResponse({ type: ResumeDownloadResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such request, or the seeker deleted the resume' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The file is being processed' })
  resume(@Param('requestId') requestId: string): Promise<ResumeDownloadResponse> {
    return this.critiques.resumeLink(requestId);
  }
}
