import { type EmailMode, NOTIFICATION_KIND_INFO, type NotificationKind } from '@marketplace/contracts';
import type {
  ApplicationEmailsRepository,
  NewApplicantFacts,
  StatusEmailFacts,
} from '../../src/modules/applications/emails/application-emails.repository';
import type {
  EmailMessage,
  NotificationCenter,
  NotificationDelivery,
  NotificationDraft,
  NotificationPreferences,
  NotificationRecipient,
  NotificationsService,
  NotifyOptions,
  SendEmailOptions,
} from '../../src/modules/notifications';

/** NotificationsService that keeps what was queued, with its options; `failing` makes it throw as Redis down would. */
export class RecordingNotifications {
  readonly sent: Array<{ message: EmailMessage; options: SendEmailOptions }> = [];
  failing = false;
  async sendEmail(message: EmailMessage, options: SendEmailOptions = {}): Promise<string> {
    if (this.failing) throw new Error('Redis is down');
    this.sent.push({ message, options });
    return String(this.sent.length);
  }
  asService(): NotificationsService {
    return this as unknown as NotificationsService;
  }
}

/** NotificationPreferences' links, naming the user and kind readably. */
export class FakeNotificationPreferences {
  async unsubscribeUrl(userId: string, kind: NotificationKind): Promise<string> {
    return `https://n.example/api/notifications/unsubscribe?token=${userId}.${kind}`;
  }
  asService(): NotificationPreferences {
    return this as unknown as NotificationPreferences;
  }
}

/**
 * NotificationCenter in memory, as the real one answers: one notification per user and dedupe key
 * (a repeat records nothing and answers the same mode), each person's e-mail mode per kind (set in
 * `modes` as "user/kind", else the kind's default), nothing for a deleted account or for a person
 * with in-app and e-mail both off (`inAppOff` as "user/kind"). It sends no mail itself: `notify`
 * calls are kept with their options, so a test sees whether the caller sends its own.
 */
export class FakeNotificationCenter {
  readonly recorded: Array<NotificationDraft & { id: string; email: EmailMode }> = [];
  readonly calls: Array<{ drafts: NotificationDraft[]; options: NotifyOptions }> = [];
  readonly modes = new Map<string, EmailMode>();
  readonly inAppOff = new Set<string>();
  readonly deleted = new Set<string>();
  failing = false;

  async notify(drafts: readonly NotificationDraft[], options: NotifyOptions = {}): Promise<NotificationDelivery[]> {
    if (this.failing) throw new Error('The database is down');
    this.calls.push({ drafts: [...drafts], options });
    return drafts.map((draft) => {
      const live = !this.deleted.has(draft.userId);
      const email = this.modes.get(`${draft.userId}/${draft.kind}`) ?? NOTIFICATION_KIND_INFO[draft.kind].defaultEmail;
      const recipient: NotificationRecipient | null = live
        ? {
            userId: draft.userId,
            email: `${draft.userId}@example.com`,
            name: draft.userId,
            role: 'seeker',
            defaultTimeZone: null,
          }
        : null;
      const earlier = this.recorded.find((row) => row.userId === draft.userId && row.dedupeKey === draft.dedupeKey);
      if (earlier)
        return { userId: draft.userId, notificationId: earlier.id, created: false, email: earlier.email, recipient };
      if (!live || (email === 'off' && this.inAppOff.has(`${draft.userId}/${draft.kind}`)))
        return { userId: draft.userId, notificationId: null, created: false, email: 'off', recipient };
      const row = { ...draft, id: `notification-${this.recorded.length + 1}`, email };
      this.recorded.push(row);
      return { userId: draft.userId, notificationId: row.id, created: true, email, recipient };
    });
  }
  asService(): NotificationCenter {
    return this as unknown as NotificationCenter;
  }
}

/** ApplicationEmailsRepository in memory: facts by application, and the live employers of each company. */
export class MemoryApplicationEmails {
  readonly facts = new Map<string, StatusEmailFacts>();
  readonly applicants = new Map<string, NewApplicantFacts>();
  readonly employers = new Map<string, string[]>();

  async statusEmailFacts(applicationId: string): Promise<StatusEmailFacts | null> {
    return this.facts.get(applicationId) ?? null;
  }
  async newApplicantFacts(applicationId: string): Promise<NewApplicantFacts | null> {
    return this.applicants.get(applicationId) ?? null;
  }
  async liveEmployersOf(companyId: string): Promise<string[]> {
    return this.employers.get(companyId) ?? [];
  }
  asRepository(): ApplicationEmailsRepository {
    return this as unknown as ApplicationEmailsRepository;
  }
}
