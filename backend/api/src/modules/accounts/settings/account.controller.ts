import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CHANGE_PASSWORD_MESSAGES, type MessageResponse, type SignOutOthersResponse } from '@marketplace/contracts';
import { OwnerOnly, UnauthenticatedMessage } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { SessionCookie } from '../../../core/auth/session-cookie';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { EMAIL_CHANGE_LIMITS } from '../accounts.rate-limits';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  DeleteAccountDto,
  MessageResponseDto,
  SignOutOthersResponseDto,
} from '../dto/auth.dto';
import { AccountSettingsService } from './account-settings.service';

/** Account settings: password, e-mail, other devices' sessions, deletion. Only the account's owner: not while impersonating. */
@ApiTags('account')
@Controller()
export class AccountController {
  constructor(
    private readonly settings: AccountSettingsService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('account/password')
  @HttpCode(200)
  @OwnerOnly()
  @UnauthenticatedMessage(CHANGE_PASSWORD_MESSAGES.notAuthenticated)
  @ApiOperation({ summary: 'Change password; the account’s other sessions end' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A password or e-mail rule, or a wrong current password' })
  changePassword(@CurrentActor() actor: Actor, @Body() body: ChangePasswordDto): Promise<MessageResponse> {
    return this.settings.changePassword(actor, body);
  }

  @Post('employer/account/email')
  @HttpCode(200)
  @OwnerOnly('employer')
  @RateLimit(EMAIL_CHANGE_LIMITS)
  @ApiOperation({ summary: "Change an employer's e-mail address" })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: "'Reverification required' when the sign-in is older than the window",
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "'email already exists'" })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: "'rate limit'" })
  changeEmployerEmail(@CurrentActor() actor: Actor, @Body() body: ChangeEmailDto): Promise<MessageResponse> {
    return this.settings.changeEmail(actor, 'employer', body);
  }

  @Post('seeker/account/email')
  @HttpCode(200)
  @OwnerOnly('seeker')
  @RateLimit(EMAIL_CHANGE_LIMITS)
  @ApiOperation({ summary: "Change a seeker's e-mail address" })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: "'Reverification required' when the sign-in is older than the window",
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "'email already exists'" })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: "'rate limit'" })
  changeSeekerEmail(@CurrentActor() actor: Actor, @Body() body: ChangeEmailDto): Promise<MessageResponse> {
    return this.settings.changeEmail(actor, 'seeker', body);
  }

  @Post('account/sign-out-others')
  @HttpCode(200)
  @OwnerOnly()
  @ApiOperation({ summary: 'Sign out of all other devices: every other session of the account ends, this one stays' })
  @ApiOkResponse({ type: SignOutOthersResponseDto })
  signOutOthers(@CurrentActor() actor: Actor): Promise<SignOutOthersResponse> {
    return this.settings.signOutOtherDevices(actor);
  }

  @Post('account/delete')
  @HttpCode(200)
  @OwnerOnly()
  @ApiOperation({ summary: 'Delete the account (type its e-mail to confirm); personal data is erased, sessions end' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The only admin cannot delete themself' })
  async deleteAccount(
    @CurrentActor() actor: Actor,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const result = await this.settings.deleteAccount(actor, body);
    this.cookie.clear(reply);
    return result;
  }
}
