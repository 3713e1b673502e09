import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type EmailMode,
  NOTIFICATION_LIMITS,
  NOTIFICATION_SOCKET_EVENTS,
  type NotificationKind,
  type NotificationsChangedEvent,
} from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { RealtimeHub } from '../../../infrastructure/realtime/realtime-hub';
import { notificationEmailTemplate } from '../email/notification-email';
import { renderEmail } from '../email/render-email';
import {
  NOTIFICATION_RECIPIENTS,
  type NotificationRecipient,
  type NotificationRecipients,
} from '../notification-recipients.port';
import { NotificationsService } from '../notifications.service';
import { NotificationPreferences } from '../preferences/notification-preferences.service';
import { DigestScheduler } from './digest-scheduler';
import type { NotificationEmailState } from './notification-email-state';
import { type NewNotification, NotificationsRepository } from './notifications.repository';

/** Something to tell one person. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  /** One line, e.g. "New applicant for Remote Bookkeeper: Dana Smith" (cut to the contract's length). */
  text: string;
  /** The site path that opens what it is about, e.g. "/employer/jobs/{id}/applicants". */
  link: string;
  /** What it is about (a job, an application, a thread), for grouping. */
  subjectId?: string | null;
  /** That thing's name as a group's text says it, e.g. the job's title. */
  subjectTitle?: string | null;
  /** Names this one notification for its recipient: the same key again records nothing new (a retried job). */
  dedupeKey: string;
}

/** How one draft went: recorded (now or earlier) and how its e-mail goes. */
export interface NotificationDelivery {
  userId: string;
  /** Null when nothing was recorded: a deleted account, or in-app and e-mail both off. */
  notificationId: string | null;
  created: boolean;
  /** immediate: e-mail it now (the caller, when it sends its own mail); digest: it waits for the daily digest; off: no mail. */
  email: EmailMode;
  /** The live account it is for; null for a deleted one. */
  recipient: NotificationRecipient | null;
}

export interface NotifyOptions {
  /**
   * The caller e-mails the recipients whose mode is immediate with its own mail (and its unsubscribe
   * link); otherwise the center sends its plain notification mail to them.
   */
  ownEmail?: boolean;
}

function emailModeOf(state: NotificationEmailState): EmailMode {
  if (state === 'sent') return 'immediate';
  if (state === 'digest' || state === 'digested') return 'digest';
  return 'off';
}

function stateOf(mode: EmailMode): NotificationEmailState {
  return mode === 'immediate' ? 'sent' : mode === 'digest' ? 'digest' : 'none';
}

/**
 * Records what happened for each person it concerns, as their preferences say (shown under the bell
 * or not; e-mailed now, in the digest or not at all), tells their open pages, and queues the mail.
 * Domain modules call it from the job or listener that follows their committed change (or inside
 * their transaction, which the rows then join); a repeated call records nothing twice.
 */
@Injectable()
export class NotificationCenter {
  private readonly logger = new Logger(NotificationCenter.name);

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly preferences: NotificationPreferences,
    @Inject(NOTIFICATION_RECIPIENTS) private readonly recipients: NotificationRecipients,
    private readonly mail: NotificationsService,
    private readonly digests: DigestScheduler,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Records the drafts; answers, in their order, how each went. */
  async notify(drafts: readonly NotificationDraft[], options: NotifyOptions = {}): Promise<NotificationDelivery[]> {
    if (drafts.length === 0) return [];
    const now = this.clock.now();
    const recipients = await this.recipients.recipientsOf(drafts.map((draft) => draft.userId));
    const choices = new Map<NotificationKind, Map<string, { inApp: boolean; email: EmailMode }>>();
    for (const kind of new Set(drafts.map((draft) => draft.kind)))
      choices.set(
        kind,
        await this.preferences.choicesOf(
          drafts.filter((draft) => draft.kind === kind).map((draft) => draft.userId),
          kind,
        ),
      );
    const rows: NewNotification[] = [];
    for (const draft of drafts) {
      const choice = choices.get(draft.kind)?.get(draft.userId);
      if (!recipients.has(draft.userId) || !choice || (!choice.inApp && choice.email === 'off')) continue;
      rows.push({
        id: randomUUID(),
        userId: draft.userId,
        kind: draft.kind,
        subjectId: draft.subjectId ?? null,
        subjectTitle: draft.subjectTitle?.slice(0, 200) ?? null,
        text: cut(draft.text, NOTIFICATION_LIMITS.textMax),
        link: draft.link.slice(0, 300),
        dedupeKey: draft.dedupeKey.slice(0, 200),
        inApp: choice.inApp,
        emailState: stateOf(choice.email),
        createdAt: now,
      });
    }
    const { created, stored } = await this.notifications.insertNew(rows);
    const byKey = new Map(stored.map((row) => [`${row.userId}/${row.dedupeKey}`, row]));
    const fresh = stored.filter((row) => created.has(row.id));
    await this.afterRecording(fresh, recipients, options);
    return drafts.map((draft) => {
      const row = byKey.get(`${draft.userId}/${draft.dedupeKey.slice(0, 200)}`);
      return {
        userId: draft.userId,
        notificationId: row?.id ?? null,
        created: row ? created.has(row.id) : false,
        email: row ? emailModeOf(row.emailState) : 'off',
        recipient: recipients.get(draft.userId) ?? null,
      };
    });
  }

  /** The mail, the digest and the live count of what was just recorded; a failure here is logged, the rows stand. */
  private async afterRecording(
    fresh: ReadonlyArray<NewNotification>,
    recipients: ReadonlyMap<string, NotificationRecipient>,
    options: NotifyOptions,
  ): Promise<void> {
    try {
      if (!options.ownEmail)
        for (const row of fresh.filter((item) => item.emailState === 'sent'))
          await this.sendOwnMail(row, recipients.get(row.userId)!);
      const waiting = [...new Set(fresh.filter((row) => row.emailState === 'digest').map((row) => row.userId))];
      if (waiting.length > 0) await this.digests.schedule(waiting);
    } catch (error) {
      // The sweep queues the digest later; an immediate mail lost here is logged for an operator.
      this.logger.error({ err: error, notifications: fresh.map((row) => row.id) }, 'Could not queue notification mail');
    }
    await this.tellPages([...new Set(fresh.filter((row) => row.inApp).map((row) => row.userId))]);
  }

  private async sendOwnMail(row: NewNotification, recipient: NotificationRecipient): Promise<void> {
    const message = await renderEmail(notificationEmailTemplate, recipient.email, {
      name: recipient.name,
      kind: row.kind,
      text: row.text,
      url: `${this.config.publicUrl}${row.link}`,
      unsubscribeUrl: await this.preferences.unsubscribeUrl(row.userId, row.kind),
    });
    await this.mail.sendEmail({ ...message, userId: row.userId }, { dedupeKey: `notification-${row.id}` });
  }

  /**
   * Marks read the person's notifications of these kinds about one thing, once they read it where it
   * lives (the chat thread, the application), and updates their bell.
   */
  async markReadAbout(userId: string, kinds: readonly NotificationKind[], subjectId: string): Promise<void> {
    const changed = await this.notifications.markReadAbout(userId, kinds, subjectId, this.clock.now());
    if (changed > 0) await this.tellPages([userId]);
  }

  /** A deleted account's notifications and choices go with it. */
  async forget(userId: string): Promise<void> {
    await this.notifications.forget(userId);
    await this.preferences.forget(userId);
  }

  /** Sends each person's unread count to their open pages (never throws). */
  async tellPages(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    try {
      const counts = await this.notifications.unreadCounts(userIds);
      const payloads = new Map<string, NotificationsChangedEvent>(
        userIds.map((userId) => [userId, { unreadCount: counts.get(userId) ?? 0 }]),
      );
      await this.hub.toUsers(NOTIFICATION_SOCKET_EVENTS.changed, payloads);
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not tell pages of new notifications; they will poll');
    }
  }
}

/** At most `max` characters, cut at a word with an ellipsis. */
function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max * 0.6 ? head.slice(0, space) : head}…`;
}
