import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_MESSAGES,
  type MessageResponse,
  type SessionResponse,
  type UserRoleResponse,
} from '@marketplace/contracts';
import { ActsAsSelf, Public, SignedIn } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { DeviceCookie } from '../../../core/auth/device-cookie';
import { SessionCookie } from '../../../core/auth/session-cookie';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { RateLimit } from '../../../core/rate-limit/rate-limit.decorator';
import { PASSWORD_RESET_LIMITS, SIGN_IN_LIMITS, SIGN_UP_MEMORY } from '../accounts.rate-limits';
import {
  ChooseRoleDto,
  MessageResponseDto,
  PasswordResetConfirmDto,
  PasswordResetDto,
  SessionResponseDto,
  SignInDto,
  SignUpDto,
  UserRoleResponseDto,
  VerifyEmailDto,
} from '../dto/auth.dto';
import type { Credentials } from '../users.repository';
import { AuthService, toSessionUser } from './auth.service';
import { LocalAuthGuard } from './local.strategy';

/** Sign-up, sign-in, sign-out, session, onboarding, e-mail verification and password reset. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
    private readonly device: DeviceCookie,
  ) {}

  @Post('sign-up')
  @RateLimit(SIGN_UP_MEMORY)
  @Public()
  @ActsAsSelf()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Create a seeker or employer account and sign in; a verification link is e-mailed' })
  @ApiCreatedResponse({ type: SessionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'An account with this e-mail exists' })
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: FastifyRequest,
    @CurrentActor({ optional: true }) actor: Actor | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const { user, session } = await this.auth.signUp(body, actor?.session.id ?? null);
    this.cookie.set(reply, session.token, session.expiresAt, session.signedInAt);
    // The sign-in limits remember this browser for the account (see accounts.rate-limits.ts).
    this.device.issue(request, reply);
    return { user: toSessionUser(user) };
  }

  @Post('sign-in')
  @HttpCode(200)
  @Public()
  @ActsAsSelf()
  @RateLimit(SIGN_IN_LIMITS)
  @UseGuards(LocalAuthGuard)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Sign in with e-mail and password (session cookie; the device cookie lets this browser past limits others caused)',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Wrong e-mail or password (one message for both)' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many failures; the text says how long to wait' })
  async signIn(
    @Body() _body: SignInDto,
    @Req() request: FastifyRequest & { user?: Credentials },
    @CurrentActor({ optional: true }) actor: Actor | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const credentials = request.user!;
    const session = await this.auth.openSession(credentials, actor?.session.id ?? null);
    this.cookie.set(reply, session.token, session.expiresAt, session.signedInAt);
    this.device.issue(request, reply);
    const user = await this.auth.findUser(credentials.id);
    return { user: user ? toSessionUser(user) : null };
  }

  @Post('sign-out')
  @HttpCode(200)
  @Public()
  @ActsAsSelf()
  @ApiOperation({ summary: 'End this session (signed out already: still 200)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async signOut(
    @CurrentActor({ optional: true }) actor: Actor | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    await this.auth.signOut(actor);
    this.cookie.clear(reply);
    return { message: ACCESS_MESSAGES.signedOut };
  }

  @Get('session')
  @Public()
  @ActsAsSelf()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The signed-in user (the admin themself while impersonating), or null' })
  @ApiOkResponse({ type: SessionResponseDto })
  async session(@CurrentActor({ optional: true }) actor: Actor | null): Promise<SessionResponse> {
    const user = actor ? await this.auth.findUser(actor.realUser.id) : null;
    return { user: user ? toSessionUser(user) : null };
  }

  @Get('user-role')
  @SignedIn()
  @ActsAsSelf()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The signed-in user's actual role (null before onboarding)" })
  @ApiOkResponse({ type: UserRoleResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  userRole(@CurrentActor() actor: Actor): UserRoleResponse {
    return { role: actor.realUser.role };
  }

  @Post('role')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Onboarding: choose seeker or employer (employers name their company)' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The role is already set' })
  async chooseRole(@CurrentActor() actor: Actor, @Body() body: ChooseRoleDto): Promise<SessionResponse> {
    return { user: toSessionUser(await this.auth.chooseRole(actor, body)) };
  }

  @Post('verify-email')
  @HttpCode(200)
  @Public()
  @ActsAsSelf()
  @ApiOperation({ summary: 'Confirm an e-mail address with the token from the link' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  verifyEmail(@Body() body: VerifyEmailDto): Promise<MessageResponse> {
    return this.auth.verifyEmail(body.token);
  }

  @Post('password-reset')
  @HttpCode(200)
  @Public()
  @ActsAsSelf()
  @RateLimit(PASSWORD_RESET_LIMITS)
  @ApiOperation({ summary: 'E-mail a reset link; the same answer whether or not the address has an account' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  requestPasswordReset(@Body() body: PasswordResetDto): Promise<MessageResponse> {
    return this.auth.requestPasswordReset(body);
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @Public()
  @ActsAsSelf()
  @ApiOperation({ summary: 'Set a new password with a reset link (single use); every session of the account ends' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  confirmPasswordReset(@Body() body: PasswordResetConfirmDto): Promise<MessageResponse> {
    return this.auth.confirmPasswordReset(body);
  }
}
