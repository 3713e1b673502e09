import type { EmailMode, NotificationKind } from '@marketplace/contracts';
import type {
  NotificationCenter,
  NotificationDelivery,
  NotificationDraft,
  NotificationPreferences,
  NotifyOptions,
} from '../../src/modules/notifications';

/** Each person's e-mail mode per kind, "user/kind" → mode; 'immediate' when not set. */
class EmailModes {
  readonly modes = new Map<string, EmailMode>();
  set(userId: string, kind: NotificationKind, mode: EmailMode): void {
    this.modes.set(`${userId}/${kind}`, mode);
  }
  of(userId: string, kind: NotificationKind): EmailMode {
    return this.modes.get(`${userId}/${kind}`) ?? 'immediate';
  }
}

/**
 * NotificationCenter that keeps what it was asked to record, once per user and dedupe key as the
 * real one does, and answers each draft's e-mail mode from `modes`; `failing` makes notify throw.
 */
export class RecordingNotificationCenter {
  readonly modes = new EmailModes();
  readonly recorded: NotificationDraft[] = [];
  readonly calls: Array<{ drafts: NotificationDraft[]; options: NotifyOptions }> = [];
  readonly readMarks: Array<{ userId: string; kinds: NotificationKind[]; subjectId: string }> = [];
  failing = false;

  async notify(drafts: readonly NotificationDraft[], options: NotifyOptions = {}): Promise<NotificationDelivery[]> {
    if (this.failing) throw new Error('The database is down');
    this.calls.push({ drafts: [...drafts], options });
    return drafts.map((draft) => {
      const index = this.recorded.findIndex(
        (earlier) => earlier.userId === draft.userId && earlier.dedupeKey === draft.dedupeKey,
      );
      if (index < 0) this.recorded.push(draft);
      return {
        userId: draft.userId,
        notificationId: `n-${index < 0 ? this.recorded.length : index + 1}`,
        created: index < 0,
        email: this.modes.of(draft.userId, draft.kind),
        recipient: null,
      };
    });
  }

  async markReadAbout(userId: string, kinds: readonly NotificationKind[], subjectId: string): Promise<void> {
    if (this.failing) throw new Error('The database is down');
    this.readMarks.push({ userId, kinds: [...kinds], subjectId });
  }

  asCenter(): NotificationCenter {
    return this as unknown as NotificationCenter;
  }
}

/** NotificationPreferences over `modes`; links name the user and kind readably. */
export class FakeNotificationPreferences {
  readonly modes = new EmailModes();

  async emailModesOf(userIds: readonly string[], kind: NotificationKind): Promise<Map<string, EmailMode>> {
    return new Map(userIds.map((userId) => [userId, this.modes.of(userId, kind)]));
  }

  async unsubscribeUrl(userId: string, kind: NotificationKind): Promise<string> {
    return `https://n.example/api/notifications/unsubscribe?token=${userId}.${kind}`;
  }

  asService(): NotificationPreferences {
    return this as unknown as NotificationPreferences;
  }
}
