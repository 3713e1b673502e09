import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ApplicationStatus, type InterviewStage, SCHEDULED_INTERVIEW_STAGES } from '@marketplace/contracts';
import type { CalendarState } from './calendar/interview-calendar';
import {
  HISTORY_SQL,
  INSERT_HISTORY_SQL,
  INTERVIEW_SQL,
  LOCK_INTERVIEW_SQL,
  SET_APPLICATION_STAGE_SQL,
  UPCOMING_INTERVIEWS_SQL,
  UPSERT_INTERVIEW_SQL,
} from './interviews.sql';

/** An interview's data as stored (application_interviews), times as Dates. */
export interface InterviewRecord {
  stage: InterviewStage;
  scheduledAt: Date | null;
  completedAt: Date | null;
  notes: string | null;
  nextActionRequired: string | null;
  nextActionDeadline: Date | null;
  calendar: CalendarState;
}

/** An application's interview as it stands: the stage of `applications` and the stored row, if any. */
export interface CurrentInterviewRecord {
  applicationStage: InterviewStage | null;
  stored: InterviewRecord | null;
}

/** The same under the application row's lock, with what decides whether it may change. */
export interface LockedInterviewRecord extends CurrentInterviewRecord {
  status: ApplicationStatus;
  withdrawn: boolean;
}

/** What one update writes: the interview (its stage also onto the application) and one history entry. */
export interface InterviewWrite {
  interview: InterviewRecord;
  actorId: string;
  at: Date;
}

export interface HistoryRecord {
  id: string;
  stage: InterviewStage;
  notes: string | null;
  scheduledAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
}

interface InterviewRow {
  application_stage: InterviewStage | null;
  stage: InterviewStage | null;
  scheduled_at: Date | null;
  completed_at: Date | null;
  interviewer_notes: string | null;
  next_action_required: string | null;
  next_action_deadline: Date | null;
  calendar_uid: string | null;
  calendar_sequence: number | null;
  invited_start: Date | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toCurrent(row: InterviewRow): CurrentInterviewRecord {
  return {
    applicationStage: row.application_stage,
    stored:
      row.stage === null || row.calendar_uid === null
        ? null
        : {
            stage: row.stage,
            scheduledAt: date(row.scheduled_at),
            completedAt: date(row.completed_at),
            notes: row.interviewer_notes,
            nextActionRequired: row.next_action_required,
            nextActionDeadline: date(row.next_action_deadline),
            calendar: { uid: row.calendar_uid, sequence: row.calendar_sequence, invitedStart: date(row.invited_start) },
          },
  };
}

/**
 * The only code that reads or writes `application_interviews` and `interview_history`; it also
 * sets `applications.interview_stage` (the stage the employer's lists filter on) in the
 * transaction of an update, under the application row's lock. Every update writes its history
 * entry in the same transaction.
 */
@Injectable()
export class InterviewsRepository {
  constructor(private readonly em: EntityManager) {}

  async current(applicationId: string): Promise<CurrentInterviewRecord | null> {
    const [row] = await this.em.execute<InterviewRow[]>(INTERVIEW_SQL, [applicationId]);
    return row ? toCurrent(row) : null;
  }

  /**
   * One update in one transaction: locks the application's row, lets `decide` see the interview as
   * it stands and answer what to write (or throw, which writes nothing), then writes the interview,
   * the application's stage and the history entry. Returns what `decide` answered; null from it
   * writes nothing (a cancellation that finds nothing left to cancel).
   */
  async update<T extends InterviewWrite | null>(
    applicationId: string,
    decide: (locked: LockedInterviewRecord | null) => T,
  ): Promise<T> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<Array<InterviewRow & { status: ApplicationStatus; withdrawn: boolean }>>(
        LOCK_INTERVIEW_SQL,
        [applicationId],
      );
      const decision = decide(row ? { ...toCurrent(row), status: row.status, withdrawn: row.withdrawn } : null);
      if (decision === null) return decision;
      const { interview, actorId, at } = decision;
      await em.execute(UPSERT_INTERVIEW_SQL, [
        applicationId,
        interview.stage,
        interview.scheduledAt,
        interview.completedAt,
        interview.notes,
        interview.nextActionRequired,
        interview.nextActionDeadline,
        interview.calendar.uid,
        interview.calendar.sequence,
        interview.calendar.invitedStart,
        at,
        actorId,
      ]);
      await em.execute(SET_APPLICATION_STAGE_SQL, [interview.stage, at, applicationId]);
      await em.execute(INSERT_HISTORY_SQL, [
        randomUUID(),
        applicationId,
        actorId,
        interview.stage,
        interview.notes,
        interview.scheduledAt,
        interview.completedAt,
        at,
      ]);
      return decision;
    });
  }

  /** The application's interview history, newest first. */
  async history(applicationId: string): Promise<HistoryRecord[]> {
    const rows = await this.em.execute<
      Array<{
        id: string;
        stage: InterviewStage;
        notes: string | null;
        scheduled_at: Date | null;
        completed_at: Date | null;
        created_at: Date;
      }>
    >(HISTORY_SQL, [applicationId]);
    return rows.map((row) => ({
      id: row.id,
      stage: row.stage,
      notes: row.notes,
      scheduledAt: date(row.scheduled_at),
      completedAt: date(row.completed_at),
      createdAt: new Date(row.created_at),
    }));
  }

  /** Per application, the start of its current interview (technical, behavioral or final) when scheduled, not completed and after `now`. */
  async upcoming(applicationIds: readonly string[], now: Date): Promise<Map<string, Date>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ application_id: string; scheduled_at: Date | string }>>(
      UPCOMING_INTERVIEWS_SQL,
      [[...applicationIds], [...SCHEDULED_INTERVIEW_STAGES], now],
    );
    return new Map(rows.map((row) => [row.application_id, new Date(row.scheduled_at)]));
  }
}
