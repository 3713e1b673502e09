import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { UserProfile } from '@marketplace/contracts';
import { SignedIn } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { UpdateProfileDto, UserProfileDto } from '../dto/profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('profile')
@Controller('user/profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @SignedIn()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The profile of the signed-in (or impersonated) user' })
  @ApiOkResponse({ type: UserProfileDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  get(@CurrentActor() actor: Actor): Promise<UserProfile> {
    return this.profiles.get(actor);
  }

  @Patch()
  @SignedIn()
  @ApiOperation({ summary: 'Change name, headline or picture; only the fields sent change (null removes)' })
  @ApiOkResponse({ type: UserProfileDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  update(@CurrentActor() actor: Actor, @Body() body: UpdateProfileDto): Promise<UserProfile> {
    return this.profiles.update(actor, body);
  }
}
