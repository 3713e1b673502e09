import { Injectable } from '@nestjs/common';
import type { EmailKind } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

/** The key's id in notification_signing_keys. */
const UNSUBSCRIBE_KEY_ID = 'unsubscribe';

/** The public unsubscribe route, relative to PUBLIC_URL (EmailUnsubscribeController). */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/**
 * Which kinds of notification e-mail each user turned off, and the signed links that turn one off
 * without signing in. Senders ask optedOutAmong before they queue a mail and put unsubscribeUrl in
 * it (as the link and the List-Unsubscribe header, RFC 8058).
 */
@Injectable()
export class EmailPreferences {
  private key: Promise<string> | null = null;

  constructor(
    private readonly preferences: EmailPreferencesRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The address that turns `kind` off for the user: opened from the mail (GET) or POSTed by the mail client (one-click). */
  async unsubscribeUrl(userId: string, kind: EmailKind): Promise<string> {
    const token = signUnsubscribeToken(await this.signingKey(), { userId, kind });
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  }

  /** The users among these who turned `kind` off. */
  optedOutAmong(userIds: readonly string[], kind: EmailKind): Promise<Set<string>> {
    return this.preferences.optedOutAmong(userIds, kind);
  }

  /** Turns off the kind the token names for the user it names; the kind, or null for a token we did not sign. Repeating it is fine. */
  async unsubscribe(token: unknown): Promise<EmailKind | null> {
    const claim = readUnsubscribeToken(await this.signingKey(), token);
    if (!claim) return null;
    await this.preferences.optOut(claim.userId, claim.kind, this.clock.now());
    return claim.kind;
  }

  private signingKey(): Promise<string> {
    // One read per process; a failed read is tried again next time.
    this.key ??= this.preferences.signingKey(UNSUBSCRIBE_KEY_ID).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }
}
