import { Injectable } from '@nestjs/common';
import {
  DEFAULT_NOTIFICATION_TIME_ZONE,
  DIGEST_LOCAL_HOUR,
  type EmailMode,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences as NotificationPreferencesShape,
  type NotificationPreferencesInput,
  NOTIFICATION_LIMITS,
  resolvePreference,
  resolvePreferences,
  type Role,
  validateNotificationPreferences,
} from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import { assertValid } from '../../../core/errors/assert-valid';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { readUnsubscribeToken, signUnsubscribeToken, type UnsubscribeReading } from './unsubscribe-token';

/** The key's id in notification_signing_keys. */
const UNSUBSCRIBE_KEY_ID = 'unsubscribe';

/** The public unsubscribe route, relative to PUBLIC_URL (EmailUnsubscribeController). */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** What an unsubscribe link did: turned a kind off, found its time ran out, or was not ours. */
export type UnsubscribeOutcome = { status: 'unsubscribed'; kind: NotificationKind } | { status: 'expired' } | null;

/** Who changes their preferences. */
export interface PreferencesOwner {
  userId: string;
  role: Role;
}

/**
 * Each person's choices per kind of notification (in-app, and e-mail as it happens, in the daily
 * digest or off) and their digest's time zone, and the signed links in every notification e-mail
 * that turn one kind's e-mail off without signing in.
 */
@Injectable()
export class NotificationPreferences {
  private key: Promise<string> | null = null;

  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The person's choices for every kind their role receives, and their digest's zone and hour. */
  async preferencesOf(
    owner: PreferencesOwner,
    defaultTimeZone: string | null = null,
  ): Promise<NotificationPreferencesShape> {
    const [stored, zones] = await Promise.all([
      this.preferences.storedOf([owner.userId]),
      this.preferences.timeZonesOf([owner.userId]),
    ]);
    return {
      preferences: resolvePreferences(owner.role, stored),
      timeZone: zones.get(owner.userId) ?? defaultTimeZone ?? DEFAULT_NOTIFICATION_TIME_ZONE,
      digestHour: DIGEST_LOCAL_HOUR,
    };
  }

  /** Saves the kinds named (the others stay as they were) and the zone, after the same checks as the form. */
  async update(
    owner: PreferencesOwner,
    input: NotificationPreferencesInput,
    defaultTimeZone: string | null = null,
  ): Promise<NotificationPreferencesShape> {
    assertValid(validateNotificationPreferences(input, owner.role));
    const now = this.clock.now();
    if (input.preferences?.length) await this.preferences.save(owner.userId, input.preferences, now);
    if (input.timeZone !== undefined) await this.preferences.saveTimeZone(owner.userId, input.timeZone, now);
    return this.preferencesOf(owner, defaultTimeZone);
  }

  /** Each of these people's choice for one kind (stored, else the kind's default). */
  async choicesOf(userIds: readonly string[], kind: NotificationKind): Promise<Map<string, NotificationPreference>> {
    const stored = await this.preferences.storedOf(userIds);
    const mine = new Map(stored.filter((row) => row.kind === kind).map((row) => [row.userId, row]));
    return new Map(userIds.map((userId) => [userId, resolvePreference(kind, mine.get(userId))]));
  }

  /** How each of these people wants this kind's e-mail. */
  async emailModesOf(userIds: readonly string[], kind: NotificationKind): Promise<Map<string, EmailMode>> {
    const choices = await this.choicesOf(userIds, kind);
    return new Map([...choices].map(([userId, choice]) => [userId, choice.email]));
  }

  /** The zones of these people's digests: chosen, else the fallback given per person, else the default. */
  async timeZonesOf(
    userIds: readonly string[],
    fallbacks: ReadonlyMap<string, string | null>,
  ): Promise<Map<string, string>> {
    const chosen = await this.preferences.timeZonesOf(userIds);
    return new Map(
      userIds.map((userId) => [userId, chosen.get(userId) ?? fallbacks.get(userId) ?? DEFAULT_NOTIFICATION_TIME_ZONE]),
    );
  }

  /** The address that turns `kind`'s e-mail off for the person: opened from the mail (GET) or POSTed by the mail client (one-click). */
  async unsubscribeUrl(userId: string, kind: NotificationKind): Promise<string> {
    const expiresAt = new Date(this.clock.now().getTime() + NOTIFICATION_LIMITS.unsubscribeLinkDays * 86_400_000);
    const token = signUnsubscribeToken(await this.signingKey(), { userId, kind }, expiresAt);
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  }

  /** What the token says now, without acting on it. */
  async readLink(token: unknown): Promise<UnsubscribeReading> {
    return readUnsubscribeToken(await this.signingKey(), token, this.clock.now());
  }

  /** Turns off the e-mail of the kind the token names for the person it names. Repeating it is fine. */
  async unsubscribe(token: unknown): Promise<UnsubscribeOutcome> {
    const reading = await this.readLink(token);
    if (!reading) return null;
    if (reading.status === 'expired') return reading;
    await this.preferences.emailOff(reading.claim.userId, reading.claim.kind, this.clock.now());
    return { status: 'unsubscribed', kind: reading.claim.kind };
  }

  /** When each of these people's last digest went out (absent: never). */
  lastDigestsOf(userIds: readonly string[]): Promise<Map<string, Date>> {
    return this.preferences.lastDigestsOf(userIds);
  }

  recordDigest(userId: string, at: Date): Promise<void> {
    return this.preferences.recordDigest(userId, at);
  }

  forget(userId: string): Promise<void> {
    return this.preferences.forget(userId);
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
