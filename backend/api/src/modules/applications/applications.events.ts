import type { ApplicationStatus } from '@marketplace/contracts';
import { type DomainEvent, defineDomainEvents } from '../../core/events/domain-events';

export const APPLICATION_EVENTS = defineDomainEvents({
  submitted: 'applications.submitted',
  statusChanged: 'applications.status-changed',
  withdrawn: 'applications.withdrawn',
});

/** A seeker applied to a job (published after the application committed). */
export interface ApplicationSubmitted extends DomainEvent<typeof APPLICATION_EVENTS.submitted> {
  applicationId: string;
  jobId: string;
  seekerId: string;
  at: Date;
}

/**
 * The employer changed applications' statuses, one or in bulk, or undid a bulk change (`undo`),
 * published after the change committed. Each entry is one application's change at `at`.
 */
export interface ApplicationStatusChanged extends DomainEvent<typeof APPLICATION_EVENTS.statusChanged> {
  changes: ReadonlyArray<{ applicationId: string; from: ApplicationStatus; to: ApplicationStatus }>;
  at: Date;
  undo: boolean;
  /** Who changed them (the real user: an impersonating admin as themself), for the records other modules write about it. */
  actorId: string;
}

/**
 * Applications left the pipeline because their seeker withdrew them (one, or all open ones when
 * the account was deleted), published after the withdrawal committed. `actorId` is who acted.
 */
export interface ApplicationsWithdrawn extends DomainEvent<typeof APPLICATION_EVENTS.withdrawn> {
  applicationIds: readonly string[];
  seekerId: string;
  actorId: string;
  at: Date;
}
