import { Body, Controller, Get, Header, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { InterviewData, InterviewHistoryResponse, InterviewUpdateResponse } from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import {
  InterviewDataDto,
  InterviewHistoryResponseDto,
  InterviewUpdateDto,
  InterviewUpdateResponseDto,
} from './dto/interviews.dto';
import { InterviewsService } from './interviews.service';

/**
 * The interview pipeline of one application (contracts: interviews.ts):
 * the company's own applications only (another company's answer 404), and only once reviewed
 * (a pending one answers 409). An admin impersonating an employer acts as them.
 */
@ApiTags('interviews')
@Controller('employer/applications/:id/interview')
@Roles('employer')
export class InterviewsController {
  constructor(private readonly interviews: InterviewsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "The application's current interview (Interview data); the candidate's e-mail only from interview status on",
  })
  @ApiOkResponse({ type: InterviewDataDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The application is still pending' })
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<InterviewData> {
    return this.interviews.interview(actor, id);
  }

  @Put()
  @ApiOperation({
    summary:
      'Update the stage (always sent) and what changed; writes a history entry; e-mails the candidate a calendar invitation or cancellation when the schedule changes',
  })
  @ApiOkResponse({ type: InterviewUpdateResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'The scheduling and completion rules of spec section 5, with their messages',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The application is still pending, or was withdrawn' })
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: InterviewUpdateDto,
  ): Promise<InterviewUpdateResponse> {
    return this.interviews.update(actor, id, { ...body });
  }

  @Get('history')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The application's interview history, newest first" })
  @ApiOkResponse({ type: InterviewHistoryResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The application is still pending' })
  history(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<InterviewHistoryResponse> {
    return this.interviews.history(actor, id);
  }
}
