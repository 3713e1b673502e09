import {
  INTERVIEW_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  interviewAfterUpdate,
  type InterviewForm,
  interviewUpdateError,
  interviewUpdatePayload,
  markedDone,
  offersCompletedTime,
  offersQuickActions,
  rescheduled,
  hasScheduleFields,
} from './interviews';
import { INTERVIEW_STAGES } from './enums';

const TECH = { stage: 'technical_interview' as const, scheduledAt: '2026-12-10T15:00:00.000Z', completedAt: null };

describe('interview stage labels', () => {
  it('name all seven stages, in the order of the pipeline', () => {
    expect(INTERVIEW_STAGES.map((stage) => INTERVIEW_STAGE_LABELS[stage])).toEqual([
      'Initial Screening',
      'Technical Interview',
      'Behavioral Interview',
      'Final Interview',
      'Offer Extended',
      'Offer Accepted',
      'Offer Rejected',
    ]);
  });
});

describe('interviewUpdateError (spec section 5)', () => {
  it('requires a known stage', () => {
    expect(interviewUpdateError(TECH, {})).toBe(INTERVIEW_MESSAGES.stageRequired);
    expect(interviewUpdateError(TECH, { stage: 'lunch' as never })).toBe(INTERVIEW_MESSAGES.stageInvalid);
    expect(interviewUpdateError(TECH, { stage: 'final_interview', scheduledAt: 'soon' })).toBe(
      INTERVIEW_MESSAGES.dateInvalid,
    );
  });

  it('moving to a later stage, a new schedule comes after the current scheduled time when the interview is not completed', () => {
    expect(interviewUpdateError(TECH, { stage: 'final_interview', scheduledAt: '2026-12-10T15:00:00.000Z' })).toBe(
      'New interview schedule must be after the scheduled time of the current interview.',
    );
    expect(
      interviewUpdateError(TECH, { stage: 'final_interview', scheduledAt: '2026-12-10T15:30:00.000Z' }),
    ).toBeNull();
  });

  it('moving to a later stage, a new schedule comes after the completion of the current interview when there is one', () => {
    const done = { ...TECH, completedAt: '2026-12-10T16:00:00.000Z' };
    expect(interviewUpdateError(done, { stage: 'behavioral_interview', scheduledAt: '2026-12-10T15:30:00.000Z' })).toBe(
      'New interview schedule must be after the completion of the current interview.',
    );
    expect(
      interviewUpdateError(done, { stage: 'behavioral_interview', scheduledAt: '2026-12-11T09:00:00.000Z' }),
    ).toBeNull();
  });

  it('at the same or an earlier stage, a completed time comes after the scheduled time, sent or kept', () => {
    const message = 'Completed time must be after scheduled time.';
    expect(interviewUpdateError(TECH, { stage: 'technical_interview', completedAt: '2026-12-10T14:00:00.000Z' })).toBe(
      message,
    );
    expect(
      interviewUpdateError(TECH, { stage: 'technical_interview', completedAt: '2026-12-10T23:59:00.000Z' }),
    ).toBeNull();
    expect(
      interviewUpdateError(TECH, {
        stage: 'initial_screening',
        scheduledAt: '2026-12-01T10:00:00.000Z',
        completedAt: '2026-12-01T09:00:00.000Z',
      }),
    ).toBeNull(); // initial_screening has no times: they are dropped, nothing to compare
    expect(
      interviewUpdateError(
        { ...TECH, stage: 'final_interview' },
        {
          stage: 'technical_interview',
          scheduledAt: '2026-12-01T10:00:00.000Z',
          completedAt: '2026-12-01T09:00:00.000Z',
        },
      ),
    ).toBe(message);
  });

  it('any stage may be chosen, in either direction', () => {
    for (const stage of INTERVIEW_STAGES) expect(interviewUpdateError(TECH, { stage })).toBeNull();
  });
});

describe('interviewAfterUpdate', () => {
  const current = {
    ...TECH,
    notes: 'Bring a portfolio',
    nextActionRequired: 'Send the task',
    nextActionDeadline: '2026-12-09T12:00:00.000Z',
  };

  it('keeps what was not sent at the same stage', () => {
    expect(
      interviewAfterUpdate(current, {
        stage: 'technical_interview',
        completedAt: '2026-12-10T23:59:00.000Z',
        notes: ' Done. ',
      }),
    ).toEqual({
      stage: 'technical_interview',
      scheduledAt: TECH.scheduledAt,
      completedAt: '2026-12-10T23:59:00.000Z',
      notes: 'Done.',
      nextActionRequired: 'Send the task',
      nextActionDeadline: '2026-12-09T12:00:00.000Z',
    });
  });

  it('clears the data when only the stage is sent (what the confirmation warns of)', () => {
    expect(interviewAfterUpdate(current, { stage: 'technical_interview' })).toEqual({
      stage: 'technical_interview',
      scheduledAt: null,
      completedAt: null,
      notes: null,
      nextActionRequired: null,
      nextActionDeadline: null,
    });
  });

  it('starts afresh at another stage, and initial_screening has no times', () => {
    expect(
      interviewAfterUpdate(current, { stage: 'final_interview', scheduledAt: '2026-12-12T10:00:00+01:00' }),
    ).toMatchObject({
      stage: 'final_interview',
      scheduledAt: '2026-12-12T09:00:00.000Z',
      notes: null,
      nextActionRequired: null,
    });
    expect(
      interviewAfterUpdate(current, { stage: 'initial_screening', scheduledAt: '2026-12-12T10:00:00.000Z' }),
    ).toMatchObject({ scheduledAt: null, completedAt: null });
  });
});

describe('the dialog', () => {
  it('offers Mark as Done and Reschedule only for the current interview stage with a time', () => {
    expect(offersQuickActions('technical_interview', TECH)).toBe(true);
    expect(offersQuickActions('final_interview', TECH)).toBe(false);
    expect(offersQuickActions('technical_interview', { ...TECH, scheduledAt: null })).toBe(false);
    expect(offersQuickActions('offer_extended', { ...TECH, stage: 'offer_extended' })).toBe(false);
  });

  it('offers the completed time only for the current stage, and no times for initial_screening', () => {
    expect(offersCompletedTime('technical_interview', TECH)).toBe(true);
    expect(offersCompletedTime('final_interview', TECH)).toBe(false);
    expect(hasScheduleFields('initial_screening')).toBe(false);
    expect(hasScheduleFields('offer_extended')).toBe(true);
  });

  it('Mark as Done completes at 23:59 on the scheduled date; Reschedule clears both times', () => {
    expect(markedDone('2026-12-10T15:00')).toEqual({
      completedLocal: '2026-12-10T23:59',
      notes: 'Interview completed successfully.',
    });
    expect(rescheduled()).toEqual({ scheduledLocal: '', completedLocal: '', notes: 'Interview rescheduled.' });
  });

  const opened: InterviewForm = {
    stage: 'technical_interview',
    notes: 'Bring a portfolio',
    scheduledAt: TECH.scheduledAt,
    completedAt: '',
    nextActionRequired: '',
    nextActionDeadline: '',
  };

  it('sends the stage always and only what changed, trimmed, empty values omitted', () => {
    expect(
      interviewUpdatePayload(opened, { ...opened, notes: '  Bring a portfolio and ID  ', nextActionRequired: '   ' }),
    ).toEqual({
      payload: { stage: 'technical_interview', notes: 'Bring a portfolio and ID' },
      unchanged: false,
    });
    expect(
      interviewUpdatePayload(opened, {
        ...opened,
        stage: 'initial_screening',
        scheduledAt: '2026-12-20T10:00:00.000Z',
      }),
    ).toEqual({
      payload: { stage: 'initial_screening' },
      unchanged: false,
    });
  });

  it('says when nothing but the unchanged stage would be sent, and needs a stage', () => {
    expect(interviewUpdatePayload(opened, { ...opened, notes: ' Bring a portfolio ' })).toEqual({
      payload: { stage: 'technical_interview' },
      unchanged: true,
    });
    expect(interviewUpdatePayload(opened, { ...opened, stage: null })).toBeNull();
  });

  it('sends an emptied schedule time as null at the same stage (Reschedule), so the server clears it', () => {
    const afterReschedule = { ...opened, ...{ scheduledAt: '', completedAt: '', notes: rescheduled().notes } };
    expect(interviewUpdatePayload({ ...opened, completedAt: '2026-12-10T23:59:00.000Z' }, afterReschedule)).toEqual({
      payload: { stage: 'technical_interview', notes: 'Interview rescheduled.', scheduledAt: null, completedAt: null },
      unchanged: false,
    });
    // At another stage the interview starts afresh anyway: nothing to clear.
    expect(interviewUpdatePayload(opened, { ...opened, stage: 'final_interview', scheduledAt: '' })).toEqual({
      payload: { stage: 'final_interview' },
      unchanged: false,
    });
  });
});

describe('clearing the schedule', () => {
  const current = {
    ...TECH,
    completedAt: '2026-12-10T23:59:00.000Z',
    notes: 'Bring a portfolio',
    nextActionRequired: null,
    nextActionDeadline: null,
  };

  it('null clears a time where an omitted one is kept', () => {
    expect(
      interviewAfterUpdate(current, {
        stage: 'technical_interview',
        scheduledAt: null,
        completedAt: null,
        notes: 'Interview rescheduled.',
      }),
    ).toEqual({
      stage: 'technical_interview',
      scheduledAt: null,
      completedAt: null,
      notes: 'Interview rescheduled.',
      nextActionRequired: null,
      nextActionDeadline: null,
    });
    expect(interviewAfterUpdate(current, { stage: 'technical_interview', notes: 'x' })).toMatchObject({
      scheduledAt: TECH.scheduledAt,
    });
  });

  it('accepts null only for the two schedule times, and text only for notes and the next action', () => {
    expect(
      interviewUpdateError(current, { stage: 'technical_interview', scheduledAt: null, completedAt: null }),
    ).toBeNull();
    expect(interviewUpdateError(current, { stage: 'technical_interview', nextActionDeadline: null as never })).toBe(
      INTERVIEW_MESSAGES.dateInvalid,
    );
    expect(interviewUpdateError(current, { stage: 'technical_interview', notes: 42 as never })).toBe(
      INTERVIEW_MESSAGES.textInvalid,
    );
    expect(interviewUpdateError(current, { stage: 'technical_interview', nextActionRequired: null as never })).toBe(
      INTERVIEW_MESSAGES.textInvalid,
    );
  });
});
