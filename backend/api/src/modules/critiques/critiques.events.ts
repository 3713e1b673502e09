import { type DomainEvent, defineDomainEvents } from '../../core/events/domain-events';

export const CRITIQUE_EVENTS = defineDomainEvents({
  requested: 'critiques.requested',
  completed: 'critiques.completed',
});

/** A seeker requested a critique (published after it is stored, and paid). `chargedCents` is null when the plan included it. */
export interface CritiqueRequested extends DomainEvent<typeof CRITIQUE_EVENTS.requested> {
  requestId: string;
  chargedCents: number | null;
  receiptNumber: string | null;
}

/** A reviewer completed a critique, or changed a completed one (`version` 1 is the first completion). */
export interface CritiqueCompleted extends DomainEvent<typeof CRITIQUE_EVENTS.completed> {
  requestId: string;
  version: number;
}
