import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { SeekerApplication, SeekerApplicationsResponse } from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { ApplyDto, SeekerApplicationDto, SeekerApplicationsResponseDto } from './dto/seeker-applications.dto';
import { SeekerApplicationsService } from './seeker-applications.service';

/** The seeker's applications (contracts: applications.ts); another seeker's answer 404. */
@ApiTags('seeker applications')
@Controller('seeker/applications')
@Roles('seeker')
export class SeekerApplicationsController {
  constructor(private readonly applications: SeekerApplicationsService) {}

  @Post()
  @ApiOperation({ summary: 'Apply to a live job with one of your resume versions and an optional cover letter' })
  @ApiCreatedResponse({ type: SeekerApplicationDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      'fieldErrors: a missing job or resume, a resume that is not yours, a cover letter over 5,000 characters',
  })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: 'No trialing or active plan: applying needs one (choose it at /seeker/plans)',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'A job nobody may see' })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description:
      'The job no longer takes applications, you applied already, or your profile lacks what employers need (named)',
  })
  apply(@CurrentActor() actor: Actor, @Body() body: ApplyDto): Promise<SeekerApplication> {
    return this.applications.apply(actor, body);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your applications, newest first, withdrawn ones marked' })
  @ApiOkResponse({ type: SeekerApplicationsResponseDto })
  list(@CurrentActor() actor: Actor): Promise<SeekerApplicationsResponse> {
    return this.applications.list(actor);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: "Withdraw your application: it leaves the employer's lists and stays in your history" })
  @ApiOkResponse({ type: SeekerApplicationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Withdrawn already, or decided (hired, not selected)' })
  withdraw(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<SeekerApplication> {
    return this.applications.withdraw(actor, id);
  }
}
