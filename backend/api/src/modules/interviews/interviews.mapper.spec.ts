import { toInterviewData, toInterviewHistoryEntry, toInterviewUpdateResponse } from './interviews.mapper';

const application = {
  id: 'app',
  jobId: 'job',
  jobTitle: 'Remote Bookkeeper',
  companyName: 'Acme',
  companyTimeZone: 'America/New_York',
  seekerId: 'seeker',
  candidateName: 'Maya Seeker',
  candidateEmail: 'maya@example.com',
  status: 'interview' as const,
  interviewStage: 'technical_interview' as const,
  withdrawn: false,
};
const stored = {
  stage: 'technical_interview' as const,
  scheduledAt: new Date('2026-12-10T17:00:00.000Z'),
  completedAt: null,
  notes: 'Bring a portfolio',
  nextActionRequired: 'Send the task',
  nextActionDeadline: new Date('2026-12-09T12:00:00.000Z'),
  timeZone: 'Europe/Berlin',
  location: 'Acme HQ',
  meetingUrl: 'https://meet.example.com/abc',
  messageToCandidate: 'See you there',
  calendar: { uid: 'u', sequence: 0, invitedStart: new Date('2026-12-10T17:00:00.000Z') },
};

describe('toInterviewData', () => {
  it('gives the interview data of spec section 3, with the e-mail when the contact rule allows it', () => {
    expect(toInterviewData(application, { applicationStage: 'technical_interview', stored }, true)).toEqual({
      id: 'app',
      jobTitle: 'Remote Bookkeeper',
      companyName: 'Acme',
      candidateName: 'Maya Seeker',
      candidateEmail: 'maya@example.com',
      currentStage: 'technical_interview',
      formattedCurrentStage: 'Technical Interview',
      interviewScheduledAt: '2026-12-10T17:00:00.000Z',
      interviewCompletedAt: null,
      interviewerNotes: 'Bring a portfolio',
      nextActionRequired: 'Send the task',
      nextActionDeadline: '2026-12-09T12:00:00.000Z',
      timeZone: 'Europe/Berlin',
      location: 'Acme HQ',
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: 'See you there',
    });
  });

  it('has no zone or invitation details without interview data (the screens then use the browser zone)', () => {
    expect(toInterviewData(application, { applicationStage: 'initial_screening', stored: null }, false)).toMatchObject({
      timeZone: null,
      location: null,
      meetingUrl: null,
      messageToCandidate: null,
    });
  });

  it('leaves the e-mail out (absent, not null) while the contact rule withholds it, and once the account is deleted', () => {
    expect(toInterviewData(application, null, false)).not.toHaveProperty('candidateEmail');
    expect(toInterviewData({ ...application, candidateEmail: null }, null, true)).not.toHaveProperty('candidateEmail');
  });

  it('shows no data of another stage than the application’s (a status change moved it)', () => {
    expect(toInterviewData(application, { applicationStage: 'initial_screening', stored }, false)).toMatchObject({
      currentStage: 'initial_screening',
      formattedCurrentStage: 'Initial Screening',
      interviewScheduledAt: null,
      interviewerNotes: null,
    });
    expect(toInterviewData(application, { applicationStage: null, stored: null }, false)).toMatchObject({
      currentStage: null,
      formattedCurrentStage: null,
    });
  });
});

describe('history entries and the update answer', () => {
  it('label the stage and write times as ISO 8601', () => {
    expect(
      toInterviewHistoryEntry({
        id: 'h',
        stage: 'final_interview',
        notes: null,
        scheduledAt: new Date('2026-12-10T17:00:00Z'),
        completedAt: null,
        createdAt: new Date('2026-12-01T12:00:00Z'),
      }),
    ).toEqual({
      id: 'h',
      stage: 'final_interview',
      formattedStage: 'Final Interview',
      notes: null,
      scheduledAt: '2026-12-10T17:00:00.000Z',
      completedAt: null,
      createdAt: '2026-12-01T12:00:00.000Z',
    });
    expect(
      toInterviewUpdateResponse('app', {
        stage: 'offer_extended',
        scheduledAt: null,
        completedAt: null,
        notes: 'n',
        nextActionRequired: null,
        nextActionDeadline: null,
        timeZone: 'Asia/Tokyo',
        location: null,
        meetingUrl: null,
        messageToCandidate: null,
      }),
    ).toEqual({
      application: {
        id: 'app',
        interviewStage: 'offer_extended',
        interviewScheduledAt: null,
        interviewCompletedAt: null,
        interviewerNotes: 'n',
        nextActionRequired: null,
        nextActionDeadline: null,
        timeZone: 'Asia/Tokyo',
        location: null,
        meetingUrl: null,
        messageToCandidate: null,
      },
    });
  });
});
