import type { InterviewState, InvitationDetails } from '@marketplace/contracts';
import { type InterviewBefore, planCalendar } from './interview-calendar';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const AT_9 = '2026-12-10T17:00:00.000Z';
const AT_11 = '2026-12-10T19:00:00.000Z';
const uids = () => {
  let n = 0;
  return () => `uid-${++n}`;
};
const NONE: InvitationDetails = { timeZone: null, location: null, meetingUrl: null, messageToCandidate: null };
const BERLIN: InvitationDetails = { ...NONE, timeZone: 'Europe/Berlin' };
const state = (extra: Partial<InterviewState>): InterviewState => ({
  stage: 'technical_interview',
  scheduledAt: null,
  completedAt: null,
  notes: null,
  nextActionRequired: null,
  nextActionDeadline: null,
  ...BERLIN,
  ...extra,
});
const nothingYet: InterviewBefore = { stage: 'initial_screening', completedAt: null, calendar: null, details: null };

describe('planCalendar', () => {
  it('invites (REQUEST, SEQUENCE 0, a new UID) when an interview stage gets a time ahead', () => {
    const { calendar, messages } = planCalendar(nothingYet, state({ scheduledAt: AT_9 }), NOW, uids());
    expect(messages).toEqual([
      {
        method: 'REQUEST',
        uid: 'uid-1',
        sequence: 0,
        start: new Date(AT_9),
        stage: 'technical_interview',
        rescheduled: false,
        updated: false,
        details: BERLIN,
      },
    ]);
    expect(calendar).toEqual({ uid: 'uid-1', sequence: 0, invitedStart: new Date(AT_9) });
  });

  it('a reschedule sends the same UID with a higher SEQUENCE; the same time again sends nothing', () => {
    const before: InterviewBefore = {
      stage: 'technical_interview',
      completedAt: null,
      details: BERLIN,
      calendar: { uid: 'uid-1', sequence: 0, invitedStart: new Date(AT_9) },
    };
    const moved = planCalendar(before, state({ scheduledAt: AT_11 }), NOW, uids());
    expect(moved.messages).toEqual([
      {
        method: 'REQUEST',
        uid: 'uid-1',
        sequence: 1,
        start: new Date(AT_11),
        stage: 'technical_interview',
        rescheduled: true,
        updated: false,
        details: BERLIN,
      },
    ]);
    expect(
      planCalendar(before, state({ scheduledAt: AT_9, notes: 'Bring a portfolio' }), NOW, uids()).messages,
    ).toEqual([]);
  });

  it('clearing the time (Reschedule, or the stage sent alone) cancels with the same UID and a higher SEQUENCE; a new time then re-invites', () => {
    const before: InterviewBefore = {
      stage: 'technical_interview',
      completedAt: null,
      details: BERLIN,
      calendar: { uid: 'uid-1', sequence: 1, invitedStart: new Date(AT_9) },
    };
    const cleared = planCalendar(before, state({ notes: 'Interview rescheduled.' }), NOW, uids());
    expect(cleared.messages).toEqual([
      {
        method: 'CANCEL',
        uid: 'uid-1',
        sequence: 2,
        start: new Date(AT_9),
        stage: 'technical_interview',
        rescheduled: false,
        updated: false,
        details: BERLIN,
      },
    ]);
    expect(cleared.calendar).toEqual({ uid: 'uid-1', sequence: 2, invitedStart: null });
    const again = planCalendar({ ...before, calendar: cleared.calendar }, state({ scheduledAt: AT_11 }), NOW, uids());
    expect(again.messages).toEqual([
      {
        method: 'REQUEST',
        uid: 'uid-1',
        sequence: 3,
        start: new Date(AT_11),
        stage: 'technical_interview',
        rescheduled: true,
        updated: false,
        details: BERLIN,
      },
    ]);
  });

  it('moving to another stage cancels the invitation held and starts a new UID', () => {
    const before: InterviewBefore = {
      stage: 'technical_interview',
      completedAt: null,
      details: BERLIN,
      calendar: { uid: 'uid-0', sequence: 0, invitedStart: new Date(AT_9) },
    };
    const { calendar, messages } = planCalendar(
      before,
      state({ stage: 'final_interview', scheduledAt: AT_11 }),
      NOW,
      uids(),
    );
    expect(messages).toEqual([
      {
        method: 'CANCEL',
        uid: 'uid-0',
        sequence: 1,
        start: new Date(AT_9),
        stage: 'technical_interview',
        rescheduled: false,
        updated: false,
        details: BERLIN,
      },
      {
        method: 'REQUEST',
        uid: 'uid-1',
        sequence: 0,
        start: new Date(AT_11),
        stage: 'final_interview',
        rescheduled: false,
        updated: false,
        details: BERLIN,
      },
    ]);
    expect(calendar).toEqual({ uid: 'uid-1', sequence: 0, invitedStart: new Date(AT_11) });
    expect(planCalendar(before, state({ stage: 'offer_extended' }), NOW, uids()).messages.map((m) => m.method)).toEqual(
      ['CANCEL'],
    );
  });

  it('re-sends the invitation (same UID, higher SEQUENCE, marked updated) when the place, link, zone or message changes at the held time', () => {
    const held: InterviewBefore = {
      stage: 'technical_interview',
      completedAt: null,
      details: BERLIN,
      calendar: { uid: 'uid-1', sequence: 0, invitedStart: new Date(AT_9) },
    };
    const linked = { ...BERLIN, meetingUrl: 'https://meet.example.com/abc', messageToCandidate: 'Bring a portfolio' };
    const { calendar, messages } = planCalendar(held, state({ scheduledAt: AT_9, ...linked }), NOW, uids());
    expect(messages).toEqual([
      {
        method: 'REQUEST',
        uid: 'uid-1',
        sequence: 1,
        start: new Date(AT_9),
        stage: 'technical_interview',
        rescheduled: false,
        updated: true,
        details: linked,
      },
    ]);
    expect(calendar).toEqual({ uid: 'uid-1', sequence: 1, invitedStart: new Date(AT_9) });
    // The interviewer's notes are no part of the invitation: changing them alone sends nothing.
    expect(
      planCalendar(held, state({ scheduledAt: AT_9, notes: 'Strong on SQL, weak on tax' }), NOW, uids()).messages,
    ).toEqual([]);
    // A new zone at the same instant is an update too (the candidate's calendar shows the new TZID).
    expect(
      planCalendar(held, state({ scheduledAt: AT_9, timeZone: 'Asia/Tokyo' }), NOW, uids()).messages.map((m) => [
        m.method,
        m.updated,
        m.details.timeZone,
      ]),
    ).toEqual([['REQUEST', true, 'Asia/Tokyo']]);
  });

  it('leaves alone interviews that are completed or past, and stages that are not interviews', () => {
    const held: InterviewBefore = {
      stage: 'technical_interview',
      completedAt: null,
      details: BERLIN,
      calendar: { uid: 'uid-0', sequence: 0, invitedStart: new Date(AT_9) },
    };
    expect(
      planCalendar(held, state({ scheduledAt: AT_9, completedAt: '2026-12-10T23:59:00.000Z' }), NOW, uids()).messages,
    ).toEqual([]);
    expect(
      planCalendar(
        { ...held, completedAt: new Date('2026-12-10T23:59:00.000Z') },
        state({ stage: 'final_interview' }),
        NOW,
        uids(),
      ).messages,
    ).toEqual([]);
    expect(planCalendar(held, state({}), new Date('2026-12-11T00:00:00.000Z'), uids()).messages).toEqual([]);
    expect(planCalendar(nothingYet, state({ scheduledAt: '2026-11-30T10:00:00.000Z' }), NOW, uids()).messages).toEqual(
      [],
    );
    expect(
      planCalendar(nothingYet, state({ stage: 'offer_extended', scheduledAt: AT_9 }), NOW, uids()).messages,
    ).toEqual([]);
  });
});
