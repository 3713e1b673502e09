import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProfilePictureResponse } from '@marketplace/contracts';
import { Roles, SignedIn } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { ProfilePictureResponseDto } from './dto/uploads.dto';
import { ProfilePicturesService } from './profile-pictures.service';

// Signed links change every few minutes: never cached by anyone but the browser session.
const NO_STORE = 'private, no-store';

@ApiTags('profile')
@Controller()
export class ProfilePicturesController {
  constructor(private readonly pictures: ProfilePicturesService) {}

  @Get('user/profile-picture')
  @SignedIn()
  @Header('cache-control', NO_STORE)
  @ApiOperation({ summary: 'Your profile picture as a signed link (null without one)' })
  @ApiOkResponse({ type: ProfilePictureResponseDto })
  own(@CurrentActor() actor: Actor): Promise<ProfilePictureResponse> {
    return this.pictures.own(actor);
  }

  @Get('user/profile-picture/:userId')
  @SignedIn()
  @Header('cache-control', NO_STORE)
  @ApiOperation({ summary: "Someone's profile picture, when you may see them" })
  @ApiOkResponse({ type: ProfilePictureResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  ofUser(@CurrentActor() actor: Actor, @Param('userId') userId: string): Promise<ProfilePictureResponse> {
    return this.pictures.of(actor, userId);
  }

  @Get('applicant/profile-picture/:applicantId')
  @Roles('employer', 'admin')
  @Header('cache-control', NO_STORE)
  @ApiOperation({ summary: "A seeker's profile picture, for the applicant dialog" })
  @ApiOkResponse({ type: ProfilePictureResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  ofApplicant(
    @CurrentActor() actor: Actor,
    @Param('applicantId') applicantId: string,
  ): Promise<ProfilePictureResponse> {
    return this.pictures.of(actor, applicantId, 'seeker');
  }

  @Get('concierge/profile-picture/:conciergeId')
  @Roles('employer', 'admin')
  @Header('cache-control', NO_STORE)
  @ApiOperation({ summary: "An admin concierge's profile picture, for the concierge chat" })
  @ApiOkResponse({ type: ProfilePictureResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  ofConcierge(
    @CurrentActor() actor: Actor,
    @Param('conciergeId') conciergeId: string,
  ): Promise<ProfilePictureResponse> {
    return this.pictures.of(actor, conciergeId, 'admin');
  }
}
