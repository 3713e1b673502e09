import type { EmailMode, NotificationKind, NotificationPreference } from '@marketplace/contracts';
import type {
  NotificationCenter,
  NotificationDelivery,
  NotificationDraft,
  NotificationPreferences,
  NotifyOptions,
} from '../../src/modules/notifications';

/**
 * Each person's choice per kind, as NotificationPreferences answers it: what a test set under
 * "user/kind", else in-app on and e-mail as it happens.
 */
export class FakeNotificationChoices {
  readonly choices = new Map<string, { inApp: boolean; email: EmailMode }>();

  set(userId: string, kind: NotificationKind, email: EmailMode, inApp = true): void {
    this.choices.set(`${userId}/${kind}`, { inApp, email });
  }
  choiceOf(userId: string, kind: NotificationKind): NotificationPreference {
    return { kind, ...(this.choices.get(`${userId}/${kind}`) ?? { inApp: true, email: 'immediate' as const }) };
  }
  async choicesOf(userIds: readonly string[], kind: NotificationKind): Promise<Map<string, NotificationPreference>> {
    return new Map(userIds.map((userId) => [userId, this.choiceOf(userId, kind)]));
  }
  /** Links name the user and kind readably. */
  async unsubscribeUrl(userId: string, kind: NotificationKind): Promise<string> {
    return `https://n.example/api/notifications/unsubscribe?token=${userId}.${kind}`;
  }
  asPreferences(): NotificationPreferences {
    return this as unknown as NotificationPreferences;
  }
}

/**
 * NotificationCenter in memory: records each draft once per user and dedupe key (none for deleted
 * accounts or for those who want the kind neither in-app nor by e-mail) and answers each person's
 * e-mail mode from the choices; `calls` keeps every call with its options.
 */
export class FakeNotificationCenter {
  readonly calls: Array<{ drafts: NotificationDraft[]; options: NotifyOptions }> = [];
  readonly recorded = new Map<string, NotificationDraft & { id: string }>();
  readonly deleted = new Set<string>();
  failing = false;

  constructor(readonly choices: FakeNotificationChoices = new FakeNotificationChoices()) {}

  async notify(drafts: readonly NotificationDraft[], options: NotifyOptions = {}): Promise<NotificationDelivery[]> {
    if (this.failing) throw new Error('Database is down');
    this.calls.push({ drafts: [...drafts], options });
    return drafts.map((draft) => {
      const choice = this.choices.choiceOf(draft.userId, draft.kind);
      if (this.deleted.has(draft.userId) || (!choice.inApp && choice.email === 'off'))
        return { userId: draft.userId, notificationId: null, created: false, email: 'off', recipient: null };
      const key = `${draft.userId}/${draft.dedupeKey}`;
      const existing = this.recorded.get(key);
      const row = existing ?? { ...draft, id: `n${this.recorded.size + 1}` };
      if (!existing) this.recorded.set(key, row);
      return {
        userId: draft.userId,
        notificationId: row.id,
        created: !existing,
        email: choice.email,
        recipient: {
          userId: draft.userId,
          email: `${draft.userId}@mail.test`,
          name: draft.userId,
          role: 'seeker',
          defaultTimeZone: null,
        },
      };
    });
  }
  /** The recorded notifications, in order. */
  get notifications(): Array<NotificationDraft & { id: string }> {
    return [...this.recorded.values()];
  }
  asService(): NotificationCenter {
    return this as unknown as NotificationCenter;
  }
}
