import { type DomainEvent, defineDomainEvents } from '../../core/events/domain-events';

export const JOB_EVENTS = defineDomainEvents({
  moderated: 'jobs.moderated',
});

/**
 * An admin approved or rejected a job in review (published after the decision committed). `at` is
 * the decision's time as stored: the approval's approved_at, the rejection's updated_at.
 */
export interface JobModerated extends DomainEvent<typeof JOB_EVENTS.moderated> {
  jobId: string;
  decision: 'approved' | 'rejected';
  at: Date;
}
