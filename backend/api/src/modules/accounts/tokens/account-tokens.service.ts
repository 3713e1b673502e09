import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Clock } from '../../../core/clock/clock';
import type { AccountTokenPurpose } from '../entities/account-token.entity';
import { generateToken, hashToken } from '../../../core/security/secure-token';
import { AccountTokenRepository, type ConsumedToken } from './account-token.repository';

/** Single-use, expiring e-mail link tokens (verification, password reset). */
@Injectable()
export class AccountTokensService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly tokens: AccountTokenRepository,
  ) {}

  ttlOf(purpose: AccountTokenPurpose): number {
    return purpose === 'password_reset' ? this.config.passwordResetTtlMs : this.config.emailVerificationTtlMs;
  }

  /** A new link token for `email`; older unused ones of the same purpose stop working. Returns the token (never stored). */
  async issue(userId: string, purpose: AccountTokenPurpose, email: string): Promise<string> {
    const now = this.clock.now();
    const token = generateToken();
    await this.tokens.voidOutstanding(userId, purpose, now);
    await this.tokens.insert({
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: hashToken(token),
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlOf(purpose)),
    });
    return token;
  }

  /** Uses a token up; null when it is unknown, used, expired, or its address is no longer the user's. */
  consume(token: string, purpose: AccountTokenPurpose): Promise<ConsumedToken | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return Promise.resolve(null);
    return this.tokens.consume(hashToken(token), purpose, this.clock.now());
  }

  voidAll(userId: string, purpose: AccountTokenPurpose): Promise<void> {
    return this.tokens.voidOutstanding(userId, purpose, this.clock.now());
  }

  deleteAll(userId: string): Promise<void> {
    return this.tokens.deleteAllOf(userId);
  }

  purgeExpired(): Promise<number> {
    // A week after expiry nobody needs to know a link existed.
    return this.tokens.purgeExpiredBefore(new Date(this.clock.now().getTime() - 7 * 24 * 3_600_000));
  }
}
