import { Global, Module } from '@nestjs/common';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { DeviceCookie } from './device-cookie';
import { SessionCookie } from './session-cookie';

/** What the global guards and the accounts controllers share: the session and device cookies and the rate limiter. */
@Global()
@Module({
  providers: [SessionCookie, DeviceCookie, RateLimiter],
  exports: [SessionCookie, DeviceCookie, RateLimiter],
})
export class AuthCoreModule {}
