/** An active admin who could become a job's concierge, with their load. */
export interface ConciergeCandidate {
  adminId: string;
  /** Their concierge jobs still open (in review or live). */
  openJobs: number;
  /** When they were last given a concierge job; null when never. */
  lastAssignedAt: Date | null;
}

/**
 * The admin who gets the next concierge job: the fewest open concierge jobs; on a tie, the one
 * whose last assignment is oldest (never assigned first), so ties take turns; then by id, so the
 * choice never depends on the order the rows came in. Null without candidates.
 */
export function chooseConcierge(candidates: readonly ConciergeCandidate[]): string | null {
  let best: ConciergeCandidate | null = null;
  for (const candidate of candidates) if (best === null || comesFirst(candidate, best)) best = candidate;
  return best?.adminId ?? null;
}

function comesFirst(a: ConciergeCandidate, b: ConciergeCandidate): boolean {
  if (a.openJobs !== b.openJobs) return a.openJobs < b.openJobs;
  const aTime = a.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bTime = b.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (aTime !== bTime) return aTime < bTime;
  return a.adminId < b.adminId;
}
