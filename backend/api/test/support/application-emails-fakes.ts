import type { EmailKind } from '@marketplace/contracts';
import type {
  ApplicationEmailsRepository,
  DigestClaim,
  DigestRecipient,
  DueDigestRow,
  StatusEmailFacts,
} from '../../src/modules/applications/emails/application-emails.repository';
import type {
  EmailMessage,
  EmailPreferences,
  NotificationsService,
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

/** EmailPreferences over a set of "user/kind" opt-outs; links name the user and kind readably. */
export class FakeEmailPreferences {
  readonly optOuts = new Set<string>();
  async unsubscribeUrl(userId: string, kind: EmailKind): Promise<string> {
    return `https://n.example/api/notifications/unsubscribe?token=${userId}.${kind}`;
  }
  async optedOutAmong(userIds: readonly string[], kind: EmailKind): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.optOuts.has(`${id}/${kind}`)));
  }
  asService(): EmailPreferences {
    return this as unknown as EmailPreferences;
  }
}

/** ApplicationEmailsRepository in memory: facts by application, due rows and recipients as given, claims unique per user and day. */
export class MemoryApplicationEmails {
  readonly facts = new Map<string, StatusEmailFacts>();
  due: DueDigestRow[] = [];
  recipients: DigestRecipient[] = [];
  readonly claims = new Map<string, DigestClaim & { id: string }>();
  private next = 0;

  async statusEmailFacts(applicationId: string): Promise<StatusEmailFacts | null> {
    return this.facts.get(applicationId) ?? null;
  }
  async dueDigests(): Promise<DueDigestRow[]> {
    return this.due;
  }
  async digestRecipients(companyIds: readonly string[]): Promise<DigestRecipient[]> {
    return this.recipients.filter((recipient) => companyIds.includes(recipient.companyId));
  }
  async claimDigest(claim: DigestClaim): Promise<string | null> {
    const key = `${claim.userId}/${claim.digestDate}`;
    if (this.claims.has(key)) return null;
    this.next += 1;
    this.claims.set(key, { ...claim, id: `claim-${this.next}` });
    return `claim-${this.next}`;
  }
  async releaseDigest(claimId: string): Promise<void> {
    for (const [key, claim] of this.claims) if (claim.id === claimId) this.claims.delete(key);
  }
  asRepository(): ApplicationEmailsRepository {
    return this as unknown as ApplicationEmailsRepository;
  }
}
