import { useState } from 'react';
import type { AdminJobQueueItem } from '@marketplace/contracts';

/** What the admin decided about a job in the queue. */
export type QueueOutcome = 'approved' | 'rejected';

/** A decision made on this visit: the job as it was shown, where it was, on which page. */
export interface QueueDecision {
  item: AdminJobQueueItem;
  outcome: QueueOutcome;
  page: number;
  /** Its position in the list as shown when decided. */
  index: number;
}

/** A row of the queue as shown: a job still waiting, or one decided on this visit. */
export interface QueueRow {
  item: AdminJobQueueItem;
  decision: QueueDecision | null;
}

/**
 * The page's waiting jobs with the ones decided on this page put back where they were. A decided
 * job leaves the queue the server sends, and the rows under it would move up: the next job's
 * Approve button would slide under the pointer that just approved. Kept in place, the decided row
 * shows its outcome and nothing moves.
 */
export function keepDecidedInPlace(
  waiting: readonly AdminJobQueueItem[],
  decided: readonly QueueDecision[],
): QueueRow[] {
  const decidedIds = new Set(decided.map((decision) => decision.item.id));
  const rows: QueueRow[] = waiting.filter((item) => !decidedIds.has(item.id)).map((item) => ({ item, decision: null }));
  // Earlier positions first: each decided row goes back into a list that already holds the ones above it.
  for (const decision of [...decided].sort((a, b) => a.index - b.index)) {
    rows.splice(Math.min(decision.index, rows.length), 0, { item: decision.item, decision });
  }
  return rows;
}

/** The decisions made on this visit, and the rows of one page with them kept in place. */
export function useQueueDecisions() {
  const [decisions, setDecisions] = useState<readonly QueueDecision[]>([]);
  return {
    rowsOf(page: number, waiting: readonly AdminJobQueueItem[]): QueueRow[] {
      return keepDecidedInPlace(
        waiting,
        decisions.filter((decision) => decision.page === page),
      );
    },
    record(decision: QueueDecision) {
      setDecisions((current) => [...current.filter((earlier) => earlier.item.id !== decision.item.id), decision]);
    },
  };
}
