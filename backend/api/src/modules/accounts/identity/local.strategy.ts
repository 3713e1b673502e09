import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { Credentials } from '../users.repository';
import { AuthService } from './auth.service';
import { AccountsError } from '../accounts.errors';

const isInvalidCredentials = (error: unknown): boolean =>
  error instanceof AccountsError && error.code === AccountsError.reasons.invalidCredentials.code;

export const LOCAL_STRATEGY = 'local';

/** passport-local: e-mail and password from the JSON body, checked by AuthService. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  async validate(email: string, password: string): Promise<Credentials> {
    const credentials = await this.auth.verifyCredentials(email, password);
    if (!credentials) throw AccountsError.because('invalidCredentials');
    return credentials;
  }
}

/**
 * Runs the local strategy on the sign-in route (after the global CSRF and rate-limit guards).
 * Whatever was wrong with the credentials, missing fields included, the answer is the same 401;
 * any other failure (the database down, say) goes on as itself, to be logged and reported.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  override handleRequest<TUser = Credentials>(error: unknown, user: TUser | false): TUser {
    if (error instanceof UnauthorizedException || isInvalidCredentials(error))
      throw AccountsError.because('invalidCredentials');
    if (error) throw error;
    if (!user) throw AccountsError.because('invalidCredentials');
    return user;
  }
}
