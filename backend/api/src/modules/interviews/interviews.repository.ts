import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InferResult } from 'kysely';
import { SCHEDULED_INTERVIEW_STAGES } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { type Db, typedSql } from '../../infrastructure/database/typed-sql';
import type { ApplicationCard, UpcomingInterview } from '../applications';
import type { CalendarState } from './calendar/interview-calendar';
import type { ApplicationInterview } from './entities/application-interview.entity';
import type { InterviewHistoryEntry } from './entities/interview-history-entry.entity';

/** An interview's data as stored (application_interviews), its notes being the interviewer's. */
export type InterviewRecord = Pick<
  ApplicationInterview,
  | 'stage'
  | 'scheduledAt'
  | 'completedAt'
  | 'nextActionRequired'
  | 'nextActionDeadline'
  | 'timeZone'
  | 'location'
  | 'meetingUrl'
  | 'messageToCandidate'
> & {
  notes: ApplicationInterview['interviewerNotes'];
  calendar: CalendarState;
};

/** An application's interview as it stands: the stage of the application and the stored row, if any. */
export interface CurrentInterviewRecord {
  applicationStage: ApplicationCard['interviewStage'];
  stored: InterviewRecord | null;
}

/** The same under the application row's lock, with what decides whether it may change. */
export interface LockedInterviewRecord extends CurrentInterviewRecord {
  status: ApplicationCard['status'];
  withdrawn: boolean;
}

/** What one update writes: the interview and one history entry (the application's stage is the applications module's). */
export interface InterviewWrite {
  interview: InterviewRecord;
  actorId: string;
  at: Date;
}

export type HistoryRecord = Pick<
  InterviewHistoryEntry,
  'id' | 'stage' | 'notes' | 'scheduledAt' | 'completedAt' | 'createdAt'
>;

/** The columns of a stored interview, read from `application_interviews` aliased `i` (null without a row). */
const INTERVIEW_COLUMNS = [
  'i.stage',
  'i.scheduledAt',
  'i.completedAt',
  'i.interviewerNotes',
  'i.nextActionRequired',
  'i.nextActionDeadline',
  'i.timeZone',
  'i.location',
  'i.meetingUrl',
  'i.messageToCandidate',
  'i.calendarUid',
  'i.calendarSequence',
  'i.invitedStart',
] as const;

/**
 * The application `a` with its interview `i` (every interview column null without a row): the stage
 * of the application beside INTERVIEW_COLUMNS.
 */
function withInterview(db: Db<ApplicationInterview | InterviewHistoryEntry | ApplicationCard>, applicationId: string) {
  return db
    .selectFrom('ApplicationCard as a')
    .leftJoin('ApplicationInterview as i', 'i.application', 'a.id')
    .select(['a.interviewStage as applicationStage', ...INTERVIEW_COLUMNS])
    .where('a.id', '=', applicationId);
}

/** What the emitted writes are called with. */
const SAMPLE_WRITE: InterviewWrite = {
  interview: {
    stage: 'technical_interview',
    scheduledAt: SQL_SAMPLE.date,
    completedAt: null,
    notes: SQL_SAMPLE.text,
    nextActionRequired: null,
    nextActionDeadline: null,
    timeZone: SQL_SAMPLE.text,
    location: SQL_SAMPLE.text,
    meetingUrl: SQL_SAMPLE.text,
    messageToCandidate: SQL_SAMPLE.text,
    calendar: { uid: SQL_SAMPLE.otherUuid, sequence: 0, invitedStart: SQL_SAMPLE.date },
  },
  actorId: SQL_SAMPLE.otherUuid,
  at: SQL_SAMPLE.date,
};

function toCurrent(row: InferResult<ReturnType<typeof withInterview>>[number]): CurrentInterviewRecord {
  return {
    applicationStage: row.applicationStage,
    stored:
      row.stage === null || row.calendarUid === null
        ? null
        : {
            stage: row.stage,
            scheduledAt: row.scheduledAt,
            completedAt: row.completedAt,
            notes: row.interviewerNotes,
            nextActionRequired: row.nextActionRequired,
            nextActionDeadline: row.nextActionDeadline,
            timeZone: row.timeZone,
            location: row.location,
            meetingUrl: row.meetingUrl,
            messageToCandidate: row.messageToCandidate,
            calendar: { uid: row.calendarUid, sequence: row.calendarSequence, invitedStart: row.invitedStart },
          },
  };
}

/**
 * Owns `application_interviews` and `interview_history`: the only code that reads or writes them.
 * Reads applications' `application_cards` (the stage, status and withdrawal an interview depends
 * on). An update (InterviewUpdates) locks the application's row here and writes the interview, the
 * application's stage (through the applications module) and the history entry, in one transaction.
 */
@Injectable()
export class InterviewsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ApplicationInterview | InterviewHistoryEntry | ApplicationCard>(this.em);
  }

  /** The application's current interview: its stage and this module's row for it (null columns without one). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async current(applicationId: string): Promise<CurrentInterviewRecord | null> {
    const row = await withInterview(this.db, applicationId).executeTakeFirst();
    return row ? toCurrent(row) : null;
  }

  /**
   * The same under the lock of the application's row (through the view: PostgreSQL locks the
   * `applications` row under it): two updates of one interview, or an update and a status change
   * (which locks the same row), run one after the other. Call it inside `inTransaction`.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async lock(applicationId: string): Promise<LockedInterviewRecord | null> {
    const row = await withInterview(this.db, applicationId)
      .select(['a.status', 'a.withdrawnAt'])
      .forUpdate('a')
      .executeTakeFirst();
    return row ? { ...toCurrent(row), status: row.status, withdrawn: row.withdrawnAt !== null } : null;
  }

  /** Writes the interview, inserted or replaced (its history entry is appendHistory's). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SAMPLE_WRITE] })
  async saveInterview(applicationId: string, { interview, actorId, at }: InterviewWrite): Promise<void> {
    await this.db
      .insertInto('ApplicationInterview')
      .values({
        application: applicationId,
        stage: interview.stage,
        scheduledAt: interview.scheduledAt,
        completedAt: interview.completedAt,
        interviewerNotes: interview.notes,
        nextActionRequired: interview.nextActionRequired,
        nextActionDeadline: interview.nextActionDeadline,
        timeZone: interview.timeZone,
        location: interview.location,
        meetingUrl: interview.meetingUrl,
        messageToCandidate: interview.messageToCandidate,
        calendarUid: interview.calendar.uid,
        calendarSequence: interview.calendar.sequence,
        invitedStart: interview.calendar.invitedStart,
        updatedAt: at,
        updatedBy: actorId,
      })
      .onConflict((oc) =>
        oc.column('application').doUpdateSet((eb) => ({
          stage: eb.ref('excluded.stage'),
          scheduledAt: eb.ref('excluded.scheduledAt'),
          completedAt: eb.ref('excluded.completedAt'),
          interviewerNotes: eb.ref('excluded.interviewerNotes'),
          nextActionRequired: eb.ref('excluded.nextActionRequired'),
          nextActionDeadline: eb.ref('excluded.nextActionDeadline'),
          timeZone: eb.ref('excluded.timeZone'),
          location: eb.ref('excluded.location'),
          meetingUrl: eb.ref('excluded.meetingUrl'),
          messageToCandidate: eb.ref('excluded.messageToCandidate'),
          calendarUid: eb.ref('excluded.calendarUid'),
          calendarSequence: eb.ref('excluded.calendarSequence'),
          invitedStart: eb.ref('excluded.invitedStart'),
          updatedAt: eb.ref('excluded.updatedAt'),
          updatedBy: eb.ref('excluded.updatedBy'),
        })),
      )
      .execute();
  }

  /** One entry of the interview's history; append-only (a trigger refuses every update and delete). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SAMPLE_WRITE] })
  async appendHistory(applicationId: string, { interview, actorId, at }: InterviewWrite): Promise<void> {
    await this.db
      .insertInto('InterviewHistoryEntry')
      .values({
        id: randomUUID(),
        application: applicationId,
        actor: actorId,
        stage: interview.stage,
        notes: interview.notes,
        scheduledAt: interview.scheduledAt,
        completedAt: interview.completedAt,
        createdAt: at,
      })
      .execute();
  }

  /** The application's interview history, newest first (interview_history_application_idx). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async history(applicationId: string): Promise<HistoryRecord[]> {
    return this.db
      .selectFrom('InterviewHistoryEntry')
      .select(['id', 'stage', 'notes', 'scheduledAt', 'completedAt', 'createdAt'])
      .where('application', '=', applicationId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Per application, its current interview (its row's stage is the application's) at a scheduled
   * stage (technical, behavioral or final), not completed and after `now`, of applications not
   * withdrawn: the seeker's list, with what the candidate may read of it (never the interviewer's
   * notes, which this statement does not select). One probe of the primary key per id.
   */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid], SQL_SAMPLE.date] })
  async upcoming(applicationIds: readonly string[], now: Date): Promise<Map<string, UpcomingInterview>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ApplicationInterview as i')
      .innerJoin('ApplicationCard as a', (join) =>
        join
          .onRef('a.id', '=', 'i.application')
          .onRef('a.interviewStage', '=', 'i.stage')
          .on('a.withdrawnAt', 'is', null),
      )
      .select(['i.application', 'i.scheduledAt', 'i.timeZone', 'i.location', 'i.meetingUrl', 'i.messageToCandidate'])
      .where('i.application', 'in', applicationIds)
      .where('i.stage', 'in', SCHEDULED_INTERVIEW_STAGES)
      .where('i.completedAt', 'is', null)
      .where('i.scheduledAt', '>', now)
      .execute();
    const upcoming = new Map<string, UpcomingInterview>();
    // The where clause keeps only rows with a time; the column's type cannot say so.
    for (const { application, scheduledAt, ...details } of rows)
      if (scheduledAt !== null) upcoming.set(application, { start: scheduledAt, ...details });
    return upcoming;
  }
}
