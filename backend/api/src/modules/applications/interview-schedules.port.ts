/**
 * A seeker's upcoming interview as their list shows it: the start, the zone the employer set it in,
 * and the invitation's details (never the interviewer's notes).
 */
export interface UpcomingInterview {
  start: Date;
  timeZone: string | null;
  location: string | null;
  meetingUrl: string | null;
  messageToCandidate: string | null;
}

/**
 * The next interview of a seeker's applications (the seeker's list, nextInterviewAt and
 * nextInterview): a port the interviews module provides (it owns the interview data and imports
 * this module for its foreign keys, so this module may not import it). Optional where it is
 * injected: a context built without the interviews module shows no interviews.
 */
export interface InterviewSchedules {
  /** Per application id, its scheduled interview that is still ahead of `now` and not completed; absent ids have none. */
  nextInterviewsOf(applicationIds: readonly string[], now: Date): Promise<Map<string, UpcomingInterview>>;
}

export const INTERVIEW_SCHEDULES = Symbol('INTERVIEW_SCHEDULES');
