import { type DomainEvent, defineDomainEvents } from '../../core/events/domain-events';

export const BILLING_EVENTS = defineDomainEvents({
  conciergeAssigned: 'billing.concierge-assigned',
});

/**
 * A job got its admin concierge, or was handed to another admin (published after the assignment
 * committed; again on a re-approval that keeps the same admin, so listeners must not mind).
 */
export interface ConciergeAssigned extends DomainEvent<typeof BILLING_EVENTS.conciergeAssigned> {
  jobId: string;
  adminId: string;
  /** The admin the job had before a hand-over; null for a first assignment. */
  previousAdminId: string | null;
  at: Date;
}
