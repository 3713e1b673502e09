import { NotFoundException } from '@nestjs/common';
import { EMPLOYER_APPLICATION_MESSAGES } from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import { type ContactVisibilityService, contactVisible } from '../../src/modules/applications';
import type { EmailMessage } from '../../src/modules/notifications';
import type { EmployerApplicationAccess, OwnedApplication } from '../../src/modules/interviews';
import type { CancellationApplication } from '../../src/modules/interviews/application-access.repository';
import type {
  CurrentInterviewRecord,
  HistoryRecord,
  InterviewWrite,
  LockedInterviewRecord,
} from '../../src/modules/interviews/interviews.repository';

/** EMPLOYER_APPLICATION_ACCESS over a list: an application is the actor's when its company is theirs. */
export class FakeApplicationAccess implements EmployerApplicationAccess {
  readonly applications = new Map<string, OwnedApplication & { companyId: string }>();

  add(application: OwnedApplication & { companyId: string }): void {
    this.applications.set(application.id, application);
  }

  async ownedApplication(actor: Actor, id: string): Promise<OwnedApplication> {
    const found = this.applications.get(id);
    if (!found || found.companyId !== actor.user.companyId)
      throw new NotFoundException(EMPLOYER_APPLICATION_MESSAGES.notFound);
    return found;
  }

  /** ContactVisibilityService over the same list: the real rule on the seeker's applications to the actor's company. */
  async contactVisibleTo(actor: Actor, seekerId: string): Promise<boolean> {
    return contactVisible(
      [...this.applications.values()].filter(
        (application) => application.companyId === actor.user.companyId && application.seekerId === seekerId,
      ),
    );
  }

  asContactVisibility(): ContactVisibilityService {
    return this as unknown as ContactVisibilityService;
  }
}

/**
 * InterviewsRepository and InterviewUpdates in memory: the same contract (decide sees the current
 * state; a throw writes nothing; an update sets the application's stage too).
 */
export class MemoryInterviews {
  readonly current = new Map<string, LockedInterviewRecord>();
  readonly history = new Map<string, Array<HistoryRecord & { actorId: string }>>();
  private next = 0;

  seed(applicationId: string, state: Partial<LockedInterviewRecord> = {}): void {
    this.current.set(applicationId, {
      status: 'reviewed',
      withdrawn: false,
      applicationStage: 'initial_screening',
      stored: null,
      ...state,
    });
  }

  async currentOf(applicationId: string): Promise<CurrentInterviewRecord | null> {
    return this.current.get(applicationId) ?? null;
  }

  async update<T extends InterviewWrite | null>(
    applicationId: string,
    decide: (locked: LockedInterviewRecord | null) => T,
  ): Promise<T> {
    const locked = this.current.get(applicationId) ?? null;
    const decision = decide(locked ? structuredClone(locked) : null);
    if (decision === null) return decision;
    const { interview, actorId, at } = decision;
    this.current.set(applicationId, {
      ...locked!,
      applicationStage: interview.stage,
      stored: structuredClone(interview),
    });
    const entries = this.history.get(applicationId) ?? [];
    entries.push({
      id: `h${++this.next}`,
      stage: interview.stage,
      notes: interview.notes,
      scheduledAt: interview.scheduledAt,
      completedAt: interview.completedAt,
      createdAt: at,
      actorId,
    });
    this.history.set(applicationId, entries);
    return decision;
  }

  async historyOf(applicationId: string): Promise<HistoryRecord[]> {
    return [...(this.history.get(applicationId) ?? [])].reverse();
  }

  /** The repository's shape, for the service. */
  asRepository() {
    return {
      current: (id: string) => this.currentOf(id),
      history: (id: string) => this.historyOf(id),
    };
  }

  /** InterviewUpdates' shape, for the services. */
  asUpdates() {
    return { update: this.update.bind(this) };
  }
}

/** NotificationsService that keeps what was queued. */
export class FakeNotifications {
  readonly sent: EmailMessage[] = [];
  failing = false;
  async sendEmail(message: EmailMessage): Promise<string> {
    if (this.failing) throw new Error('Redis is down');
    this.sent.push(message);
    return String(this.sent.length);
  }
}

/** ApplicationAccessRepository.forCancellation over a map (what a cancellation mail is written with). */
export class FakeCancellationApplications {
  readonly applications = new Map<string, CancellationApplication>();

  async forCancellation(applicationId: string): Promise<CancellationApplication | null> {
    return this.applications.get(applicationId) ?? null;
  }
}
