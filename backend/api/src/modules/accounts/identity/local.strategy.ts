import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import type { Credentials } from '../users.repository';
import { AuthService } from './auth.service';

export const LOCAL_STRATEGY = 'local';

/** passport-local: e-mail and password from the JSON body, checked by AuthService. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  async validate(email: string, password: string): Promise<Credentials> {
    const credentials = await this.auth.verifyCredentials(email, password);
    if (!credentials) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return credentials;
  }
}

/**
 * Runs the local strategy on the sign-in route (after the global CSRF and rate-limit guards).
 * Whatever was wrong, missing fields included, the answer is the same 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  override handleRequest<TUser = Credentials>(error: unknown, user: TUser | false): TUser {
    if (error instanceof UnauthorizedException || !user)
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    if (error) throw error;
    return user;
  }
}
