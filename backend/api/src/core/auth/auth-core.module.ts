import { Global, Module } from '@nestjs/common';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { SessionCookie } from './session-cookie';

/** What the global guards and the accounts controllers share: the session cookie and the rate limiter. */
@Global()
@Module({ providers: [SessionCookie, RateLimiter], exports: [SessionCookie, RateLimiter] })
export class AuthCoreModule {}
