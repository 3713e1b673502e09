import { Body, Controller, Delete, Get, Header, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { MessageResponse, ResumeDownloadResponse, ResumeSummary } from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { MessageResponseDto } from '../../core/http/common.dto';
import { AddResumeDto, ResumeDownloadResponseDto, ResumeSummaryDto, UpdateResumeDto } from './dto/resumes.dto';
import { ResumesService } from './resumes.service';

/** The seeker's resume versions; another seeker's answer 404. The list comes with GET /api/seeker/profile. */
@ApiTags('seeker profile')
@Controller('seeker/resumes')
@Roles('seeker')
export class ResumesController {
  constructor(private readonly resumes: ResumesService) {}

  @Post()
  @ApiOperation({ summary: 'Keep an uploaded document as a resume version (the first becomes the default)' })
  @ApiCreatedResponse({ type: ResumeSummaryDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Not an upload of this seeker’s, not a resume document, rejected, or a bad name',
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The plan’s number of resume versions is reached' })
  add(@CurrentActor() actor: Actor, @Body() body: AddResumeDto): Promise<ResumeSummary> {
    return this.resumes.add(actor, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a resume version, or make it the default' })
  @ApiOkResponse({ type: ResumeSummaryDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: UpdateResumeDto): Promise<ResumeSummary> {
    return this.resumes.update(actor, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a resume version and its file (the newest remaining one becomes the default)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<MessageResponse> {
    return this.resumes.remove(actor, id);
  }

  @Get(':id/download')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A short-lived signed link to the resume file' })
  @ApiOkResponse({ type: ResumeDownloadResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The file is still being processed' })
  download(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ResumeDownloadResponse> {
    return this.resumes.download(actor, id);
  }
}
