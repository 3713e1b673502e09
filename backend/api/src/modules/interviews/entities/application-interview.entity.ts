import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { INTERVIEW_LIMITS, INTERVIEW_STAGES, type InterviewStage } from '@marketplace/contracts';
import { User } from '../../accounts';
import { Application } from '../../applications';

/**
 * The current interview of an application (contracts: interviews.ts), one row per application
 * beside it: a 1:1 table rather than columns on `applications`, so the interviews module owns its
 * data and the applications module's rows stay as they are. The stage is also kept on
 * applications.interview_stage (the employer's lists filter on it); this row's data belongs to the
 * application only while its `stage` equals that one.
 *
 * The calendar: `calendarUid` is the UID of the interview's invitation, new whenever another stage
 * starts afresh; `calendarSequence` the SEQUENCE of the last invitation or cancellation sent for it
 * (null: none yet); `invitedStart` the start the candidate holds an invitation for (null: none, or
 * cancelled).
 *
 * The invitation's details: `timeZone` (IANA) is the zone the employer set the interview's times
 * in, which the invitation states them in; `location`, `meetingUrl` and `messageToCandidate` go to
 * the candidate with it, where `interviewerNotes` never do.
 */
@Entity({ tableName: 'application_interviews' })
@Check({
  name: 'application_interviews_notes_length',
  expression: `char_length("interviewer_notes") <= ${INTERVIEW_LIMITS.notesMax}`,
})
@Check({
  name: 'application_interviews_next_action_length',
  expression: `char_length("next_action_required") <= ${INTERVIEW_LIMITS.nextActionMax}`,
})
@Check({
  name: 'application_interviews_time_zone_length',
  expression: `char_length("time_zone") <= ${INTERVIEW_LIMITS.timeZoneMax}`,
})
@Check({
  name: 'application_interviews_location_length',
  expression: `char_length("location") <= ${INTERVIEW_LIMITS.locationMax}`,
})
@Check({
  name: 'application_interviews_meeting_url_https',
  expression: `char_length("meeting_url") <= ${INTERVIEW_LIMITS.meetingUrlMax} and "meeting_url" ~* '^https://'`,
})
@Check({
  name: 'application_interviews_message_length',
  expression: `char_length("message_to_candidate") <= ${INTERVIEW_LIMITS.messageMax}`,
})
@Index({ name: 'application_interviews_updated_by_id_idx', properties: ['updatedBy'] })
export class ApplicationInterview {
  [EntityName]?: 'ApplicationInterview';
  @OneToOne(() => Application, {
    primary: true,
    ref: true,
    fieldName: 'application_id',
    deleteRule: 'restrict',
    updateRule: 'no action',
    owner: true,
  })
  application!: Ref<Application>;

  @Enum({ items: () => [...INTERVIEW_STAGES], type: 'string', length: 32 })
  stage!: InterviewStage;

  @Property({ type: 'datetime', length: 3, nullable: true })
  scheduledAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  interviewerNotes: string | null = null;

  @Property({ type: 'text', nullable: true })
  nextActionRequired: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  nextActionDeadline: Date | null = null;

  @Property({ type: 'text', nullable: true })
  timeZone: string | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: 'text', nullable: true })
  meetingUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  messageToCandidate: string | null = null;

  @Property({ type: 'uuid', unique: 'application_interviews_calendar_uid_unique' })
  calendarUid!: string;

  @Property({ type: 'integer', nullable: true })
  calendarSequence: number | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  invitedStart: Date | null = null;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;

  @ManyToOne(() => User, { ref: true, fieldName: 'updated_by_id', deleteRule: 'restrict' })
  updatedBy!: Ref<User>;
}
