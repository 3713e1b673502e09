import { jobCardBadge } from '@marketplace/contracts';
import type { ApplicationRecord } from './applications.repository';
import { toJobCardApplicationStatus, toSeekerApplication } from './applications.mapper';

const application: ApplicationRecord = {
  id: '0f0f0f0f-0000-4000-8000-00000000a0a1',
  jobId: '0f0f0f0f-0000-4000-8000-00000000b0b1',
  seekerId: '0f0f0f0f-0000-4000-8000-00000000c0c1',
  resumeId: '0f0f0f0f-0000-4000-8000-00000000d0d1',
  coverLetter: 'Hello',
  status: 'interview',
  interviewStage: 'technical_interview',
  appliedAt: new Date('2026-11-20T09:00:00Z'),
  updatedAt: new Date('2026-11-21T09:00:00Z'),
  withdrawnAt: null,
};

describe('toJobCardApplicationStatus', () => {
  it('gives the status of a live application, and none for a withdrawn one (the badge reads Applied)', () => {
    expect(toJobCardApplicationStatus({ status: 'interview', withdrawn: false })).toEqual({
      hasApplied: true,
      status: 'interview',
    });
    const withdrawn = toJobCardApplicationStatus({ status: 'pending', withdrawn: true });
    expect(withdrawn).toEqual({ hasApplied: true, status: null });
    expect(jobCardBadge({ isArchived: false, isFilled: false, applicationStatus: withdrawn }).label).toBe('Applied');
  });
});

describe('toSeekerApplication', () => {
  const job = {
    id: application.jobId,
    title: 'Bookkeeper',
    status: 'approved' as const,
    company: { name: 'Private Company', logoUrl: null },
  };

  it('is the contract shape, with the job as seen now and no interview time until interviews exist', () => {
    expect(toSeekerApplication(application, job)).toEqual({
      id: application.id,
      job: { id: application.jobId, title: 'Bookkeeper', status: 'approved' },
      company: { name: 'Private Company', logoUrl: null },
      appliedAt: '2026-11-20T09:00:00.000Z',
      status: 'interview',
      interviewStage: 'technical_interview',
      nextInterviewAt: null,
      nextInterview: null,
      withdrawn: false,
      withdrawnAt: null,
      coverLetter: 'Hello',
      resumeId: application.resumeId,
    });
  });

  it('gives the next interview when one is scheduled: its time, zone, place, link and message to the candidate', () => {
    const next = {
      start: new Date('2026-12-10T17:00:00Z'),
      timeZone: 'Europe/Berlin',
      location: 'Hauptstrasse 1, Berlin',
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: 'See you there',
    };
    expect(toSeekerApplication(application, job, next)).toMatchObject({
      nextInterviewAt: '2026-12-10T17:00:00.000Z',
      nextInterview: {
        scheduledAt: '2026-12-10T17:00:00.000Z',
        timeZone: 'Europe/Berlin',
        location: 'Hauptstrasse 1, Berlin',
        meetingUrl: 'https://meet.example.com/abc',
        messageToCandidate: 'See you there',
      },
    });
  });

  it('marks a withdrawn application', () => {
    expect(toSeekerApplication({ ...application, withdrawnAt: new Date('2026-11-22T10:00:00Z') }, job)).toMatchObject({
      withdrawn: true,
      withdrawnAt: '2026-11-22T10:00:00.000Z',
      status: 'interview',
    });
  });
});
