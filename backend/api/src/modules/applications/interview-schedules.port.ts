/**
 * The next interview time of a seeker's applications (the seeker's list, nextInterviewAt): a port
 * the interviews module provides (it owns the interview data and imports this module for its
 * foreign keys, so this module may not import it). Optional where it is injected: a context built
 * without the interviews module shows no times.
 */
export interface InterviewSchedules {
  /** Per application id, the start of its scheduled interview that is still ahead of `now` and not completed; absent ids have none. */
  nextInterviewsOf(applicationIds: readonly string[], now: Date): Promise<Map<string, Date>>;
}

export const INTERVIEW_SCHEDULES = Symbol('INTERVIEW_SCHEDULES');
