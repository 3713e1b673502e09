import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SeekerProfile } from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { SeekerProfileDto, SeekerProfileInputDto } from './dto/seeker-profile.dto';
import { SeekerProfileService } from './seeker-profile.service';

/** The seeker's professional profile (contracts: seeker-profile.ts). */
@ApiTags('seeker profile')
@Controller('seeker/profile')
@Roles('seeker')
export class SeekerProfileController {
  constructor(private readonly profiles: SeekerProfileService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The seeker's profile with their resume versions (empty until first saved)" })
  @ApiOkResponse({ type: SeekerProfileDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  get(@CurrentActor() actor: Actor): Promise<SeekerProfile> {
    return this.profiles.get(actor);
  }

  @Put()
  @ApiOperation({
    summary: 'Replace the profile (the editor’s rules; work experience keeps only the editor’s formatting)',
  })
  @ApiOkResponse({ type: SeekerProfileDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'fieldErrors with the editor’s messages' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  update(@CurrentActor() actor: Actor, @Body() body: SeekerProfileInputDto): Promise<SeekerProfile> {
    return this.profiles.update(actor, body);
  }
}
