import type { ApplicationStatus, InterviewStage } from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import type { InterviewRecord, InterviewWrite } from '../interviews.repository';

/** A demo application that reached an interview stage, as its interview is made up from. */
export interface DemoInterviewSubject {
  applicationId: string;
  status: ApplicationStatus;
  stage: InterviewStage;
  /** When the employer started its pipeline (marked it reviewed). */
  since: Date;
  /** When its status last changed: a hire or a refusal ends the interviews then. */
  decidedAt: Date;
  employerId: string;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** One update as the employer made it: the stage, its times and notes, and when it was saved. */
interface Update {
  stage: InterviewStage;
  scheduledAt: Date | null;
  completedAt: Date | null;
  notes: string;
  nextAction?: { text: string; deadline: Date };
  at: Date;
}

/**
 * The updates an interview went through to reach the subject's stage, each a whole state of the
 * interview (its history entry and, the last, the stored row). Times before the seed spread over
 * the time from the review to the decision (or to now); times ahead are on coming days at 15:00
 * UTC (10:00 in New York). Null for a stage without an interview of its own (initial screening).
 */
export function buildDemoInterview(subject: DemoInterviewSubject, now: Date): InterviewWrite[] | null {
  const from = subject.since.getTime();
  const until = Math.min(
    subject.status === 'hired' || subject.status === 'rejected' ? subject.decidedAt.getTime() : now.getTime(),
    now.getTime(),
  );
  const span = Math.max(until - from, 0);
  /** A moment at this fraction of the way, on the hour. */
  const past = (fraction: number) => new Date(Math.floor((from + span * fraction) / HOUR) * HOUR);
  const ahead = (days: number) => {
    const midnight = Math.floor(now.getTime() / DAY) * DAY;
    return new Date(midnight + days * DAY + 15 * HOUR);
  };
  /** An interview held and marked done: saved an hour after it ended, never after the decision. */
  const held = (stage: InterviewStage, fraction: number, notes: string): Update => {
    const start = past(fraction);
    return {
      stage,
      scheduledAt: start,
      completedAt: new Date(start.getTime() + HOUR),
      notes,
      at: new Date(Math.min(start.getTime() + 2 * HOUR, until)),
    };
  };
  const offer = (stage: InterviewStage, fraction: number, notes: string): Update => ({
    stage,
    scheduledAt: null,
    completedAt: null,
    notes,
    at: past(fraction),
  });
  const technical = (fraction: number) =>
    held('technical_interview', fraction, 'Clear, well-organised skills exercise; good questions about the team.');
  const final = (fraction: number) =>
    held('final_interview', fraction, 'Met the hiring manager: strong on process and on working with people.');

  let updates: Update[];
  switch (subject.stage) {
    case 'technical_interview':
      updates = [
        {
          stage: 'technical_interview',
          scheduledAt: ahead(2),
          completedAt: null,
          notes: 'Skills exercise, then a walk through a recent project.',
          nextAction: { text: 'Send the exercise brief the day before', deadline: ahead(1) },
          at: past(0.6),
        },
      ];
      break;
    case 'behavioral_interview':
      updates = [
        technical(0.3),
        {
          stage: 'behavioral_interview',
          scheduledAt: ahead(4),
          completedAt: null,
          notes: 'Conversation with the team lead about working across time zones.',
          at: past(0.7),
        },
      ];
      break;
    case 'final_interview':
      updates = [
        technical(0.25),
        held('behavioral_interview', 0.5, 'Warm, direct, and used to async work.'),
        subject.status === 'rejected'
          ? held('final_interview', 0.85, 'Good interview; we chose a candidate with more payroll experience.')
          : {
              ...held('final_interview', 0.85, 'Strong on process and people; references next.'),
              nextAction: { text: 'Call the references and decide on the offer', deadline: ahead(2) },
            },
      ];
      break;
    case 'offer_extended':
      updates = [
        technical(0.2),
        final(0.5),
        {
          ...offer('offer_extended', 0.8, 'Offer sent: 30 hours a week on a school-hours schedule.'),
          nextAction: { text: 'Follow up if there is no answer', deadline: ahead(3) },
        },
      ];
      break;
    case 'offer_accepted':
      updates = [
        technical(0.2),
        final(0.45),
        offer('offer_extended', 0.65, 'Offer sent: 25 hours a week, fully remote.'),
        offer('offer_accepted', 0.85, 'Offer accepted; starts on the first of next month.'),
      ];
      break;
    case 'offer_rejected':
      updates = [
        technical(0.2),
        final(0.45),
        offer('offer_extended', 0.65, 'Offer sent: 20 hours a week.'),
        offer('offer_rejected', 0.85, 'Declined: took an offer that fits her hours better.'),
      ];
      break;
    default:
      return null;
  }
  return updates.map((update): InterviewWrite => {
    const interview: InterviewRecord = {
      stage: update.stage,
      scheduledAt: update.scheduledAt,
      completedAt: update.completedAt,
      notes: update.notes,
      nextActionRequired: update.nextAction?.text ?? null,
      nextActionDeadline: update.nextAction?.deadline ?? null,
      // The demo companies schedule in their default zone; a video call for every scheduled stage.
      timeZone: update.scheduledAt ? 'America/New_York' : null,
      location: null,
      meetingUrl: update.scheduledAt ? `https://meet.example.com/nestwork-${update.stage.replaceAll('_', '-')}` : null,
      messageToCandidate: null,
      // Each stage has its own invitation UID, as a real update gives it; no invitation was ever sent.
      calendar: {
        uid: stableUuid(`interview-calendar:${subject.applicationId}:${update.stage}`),
        sequence: null,
        invitedStart: null,
      },
    };
    return { interview, actorId: subject.employerId, at: update.at };
  });
}
