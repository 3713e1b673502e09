import type { DemoListedJob } from '../../jobs/demo';
import { buildDemoInvitations, type DemoInvitationsInput } from './demo-invitations';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const DAY = 86_400_000;

const jobs: DemoListedJob[] = [0, 1, 2, 3].map((order) => ({
  id: `job-${order}`,
  companyId: 'company',
  category: 'Operations',
  order,
  postedAt: new Date(NOW.getTime() - (40 - order * 10) * DAY),
  live: true,
}));
const seekers = Array.from({ length: 22 }, (_, place) => ({ id: `seeker-${place}`, live: true }));
const input: DemoInvitationsInput = {
  seekers,
  demoCompanyId: 'company',
  demoEmployerId: 'employer',
  jobs,
  applied: new Set(['job-3:seeker-18']),
  now: NOW,
};

describe('buildDemoInvitations', () => {
  it("invites the demo seeker and others to the demo employer's newest jobs they did not apply to, with a note", () => {
    const invitations = buildDemoInvitations(input);
    expect(invitations.map((invitation) => [invitation.seekerId, invitation.jobId])).toEqual([
      ['seeker-0', 'job-3'],
      ['seeker-21', 'job-3'],
      ['seeker-18', 'job-1'],
    ]);
    for (const invitation of invitations) {
      expect(invitation).toMatchObject({ companyId: 'company', createdById: 'employer' });
      expect(invitation.note).not.toBe('');
      expect(invitation.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(invitation.createdAt.getTime()).toBeGreaterThan(
        jobs.find((job) => job.id === invitation.jobId)!.postedAt.getTime(),
      );
    }
  });

  it('invites nobody to a job that closed, and leaves out seekers who are gone', () => {
    const closed = buildDemoInvitations({
      ...input,
      jobs: jobs.map((job) => (job.id === 'job-3' ? { ...job, live: false } : job)),
      seekers: seekers.map((seeker, place) => (place === 18 ? { ...seeker, live: false } : seeker)),
    });
    expect(closed).toEqual([]);
  });
});
