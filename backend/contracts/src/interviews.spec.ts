import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_STAGE_LABELS,
  interviewAfterUpdate,
  type InterviewForm,
  interviewUpdateError,
  interviewUpdatePayload,
  interviewUpdateProblem,
  isMeetingUrl,
  isTimeZoneName,
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
    timeZone: 'Europe/Berlin',
    location: 'Acme HQ',
    meetingUrl: 'https://meet.example.com/abc',
    messageToCandidate: 'See you there',
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
      timeZone: 'Europe/Berlin',
      location: 'Acme HQ',
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: 'See you there',
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
      timeZone: null,
      location: null,
      meetingUrl: null,
      messageToCandidate: null,
    });
  });

  it('trims the invitation details, clears one sent as null, and drops them with the times at initial_screening', () => {
    expect(
      interviewAfterUpdate(current, {
        stage: 'technical_interview',
        location: null,
        meetingUrl: '  https://meet.example.com/new  ',
        timeZone: 'Asia/Tokyo',
      }),
    ).toMatchObject({
      location: null,
      meetingUrl: 'https://meet.example.com/new',
      messageToCandidate: 'See you there',
      timeZone: 'Asia/Tokyo',
    });
    expect(
      interviewAfterUpdate(current, {
        stage: 'initial_screening',
        location: 'Acme HQ',
        timeZone: 'Asia/Tokyo',
        nextActionDeadline: '2026-12-09T12:00:00.000Z',
      }),
    ).toMatchObject({ location: null, meetingUrl: null, messageToCandidate: null, timeZone: 'Asia/Tokyo' });
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
    timeZone: 'America/New_York',
    location: '',
    meetingUrl: '',
    messageToCandidate: '',
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
      timeZone: null,
      location: null,
      meetingUrl: null,
      messageToCandidate: null,
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

describe('the invitation: time zone, location, meeting link and message to the candidate', () => {
  it('knows IANA zone names and refuses offsets, unknown zones and anything else', () => {
    for (const zone of ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'UTC'])
      expect(isTimeZoneName(zone)).toBe(true);
    for (const zone of ['+05:00', 'Mars/Olympus_Mons', 'Europe/Berlin ', '', 'x'.repeat(65), 7, null])
      expect(isTimeZoneName(zone)).toBe(false);
  });

  it('takes only full https links as meeting links', () => {
    expect(isMeetingUrl('https://meet.example.com/abc-defg-hij')).toBe(true);
    expect(isMeetingUrl('  https://zoom.example.us/j/123?pwd=x  ')).toBe(true);
    for (const url of [
      'http://meet.example.com/abc',
      'javascript:alert(1)',
      'meet.example.com/abc',
      'https://localhost/abc',
      'https://user:secret@meet.example.com/abc',
      'https://meet.example.com/a b',
      'ftp://meet.example.com',
    ])
      expect(isMeetingUrl(url)).toBe(false);
  });

  it('names the field and message of each broken rule, for the toast and for fieldErrors', () => {
    const at = (extra: Record<string, unknown>) =>
      interviewUpdateProblem(TECH, { stage: 'technical_interview', ...extra });
    expect(at({ timeZone: 'Mars/Olympus_Mons' })).toEqual({
      field: 'timeZone',
      message: 'Please choose a time zone from the list',
    });
    expect(at({ meetingUrl: 'http://meet.example.com/abc' })).toEqual({
      field: 'meetingUrl',
      message: INTERVIEW_MESSAGES.meetingUrlInvalid,
    });
    expect(at({ meetingUrl: `https://meet.example.com/${'a'.repeat(INTERVIEW_LIMITS.meetingUrlMax)}` })).toEqual({
      field: 'meetingUrl',
      message: INTERVIEW_MESSAGES.meetingUrlTooLong,
    });
    expect(at({ location: 'x'.repeat(INTERVIEW_LIMITS.locationMax + 1) })).toEqual({
      field: 'location',
      message: INTERVIEW_MESSAGES.locationTooLong,
    });
    expect(at({ location: 'Room 4\u0000' })?.field).toBe('location');
    expect(at({ messageToCandidate: 'x'.repeat(INTERVIEW_LIMITS.messageMax + 1) })).toEqual({
      field: 'messageToCandidate',
      message: INTERVIEW_MESSAGES.messageTooLong,
    });
    expect(at({ messageToCandidate: 42 })).toEqual({
      field: 'messageToCandidate',
      message: INTERVIEW_MESSAGES.invitationTextInvalid,
    });
    // The limits are of the trimmed text; a multi-line message keeps its line breaks.
    expect(at({ location: ` ${'x'.repeat(INTERVIEW_LIMITS.locationMax)} ` })).toBeNull();
    expect(at({ messageToCandidate: 'Hello,\n\nSee you there.', meetingUrl: null, location: null })).toBeNull();
    expect(interviewUpdateError(TECH, { stage: 'technical_interview', meetingUrl: 'nope' })).toBe(
      INTERVIEW_MESSAGES.meetingUrlInvalid,
    );
  });

  const initial: InterviewForm = {
    stage: 'technical_interview',
    notes: '',
    scheduledAt: TECH.scheduledAt,
    completedAt: '',
    nextActionRequired: '',
    nextActionDeadline: '',
    timeZone: 'Europe/Berlin',
    location: 'Acme HQ',
    meetingUrl: 'https://meet.example.com/abc',
    messageToCandidate: 'See you there',
  };

  it('sends changed details trimmed, an emptied one as null, and nothing for initial_screening', () => {
    expect(
      interviewUpdatePayload(initial, {
        ...initial,
        location: '',
        meetingUrl: ' https://meet.example.com/new ',
        messageToCandidate: 'See you there',
      }),
    ).toEqual({
      payload: { stage: 'technical_interview', location: null, meetingUrl: 'https://meet.example.com/new' },
      unchanged: false,
    });
    expect(interviewUpdatePayload(initial, { ...initial, stage: 'initial_screening' })?.payload).toEqual({
      stage: 'initial_screening',
    });
  });

  it('sends a changed zone; a zone for an interview without one goes with its first data only', () => {
    expect(interviewUpdatePayload(initial, { ...initial, timeZone: 'Asia/Tokyo' })).toEqual({
      payload: { stage: 'technical_interview', timeZone: 'Asia/Tokyo' },
      unchanged: false,
    });
    const fresh: InterviewForm = { ...initial, scheduledAt: '', timeZone: '', location: '', meetingUrl: '' };
    fresh.messageToCandidate = '';
    // The browser's zone is shown, but a stage sent alone still clears (and asks first).
    expect(interviewUpdatePayload(fresh, { ...fresh, timeZone: 'America/Chicago' })).toEqual({
      payload: { stage: 'technical_interview' },
      unchanged: true,
    });
    expect(
      interviewUpdatePayload(fresh, {
        ...fresh,
        timeZone: 'America/Chicago',
        scheduledAt: '2030-03-14T15:00:00.000Z',
        meetingUrl: 'https://meet.example.com/abc',
      })?.payload,
    ).toEqual({
      stage: 'technical_interview',
      scheduledAt: '2030-03-14T15:00:00.000Z',
      meetingUrl: 'https://meet.example.com/abc',
      timeZone: 'America/Chicago',
    });
  });
});
