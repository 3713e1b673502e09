import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The current time, injected so expiry rules (sessions, tokens, impersonation) can be tested by
 * moving a fake clock instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
