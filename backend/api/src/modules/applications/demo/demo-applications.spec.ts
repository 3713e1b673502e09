import {
  APPLICATION_STATUSES,
  canChangeStatus,
  INTERVIEW_STAGES,
  REVIEW_INTERVIEW_STAGE,
  type ApplicationStatus,
} from '@marketplace/contracts';
import { buildDemoCompanies } from '../../accounts/demo/demo-companies';
import { buildDemoUsers } from '../../accounts/demo/demo-users';
import { buildDemoJobs } from '../../jobs/demo/demo-jobs';
import type { DemoListedJob } from '../../jobs/demo';
import { buildDemoApplications, demoApplicationPairs, type DemoApplicationsInput } from './demo-applications';

const NOW = new Date('2026-11-28T12:00:00.000Z');

function market(now = NOW, change: (job: DemoListedJob) => DemoListedJob = (job) => job): DemoApplicationsInput {
  const companies = buildDemoCompanies();
  const users = buildDemoUsers(companies);
  const seekers = users.filter((user) => user.role === 'seeker').map((user) => ({ id: user.id, live: true }));
  const employerByCompany = new Map(
    companies.map((company) => [company.id, users.find((user) => user.companySlug === company.slug)!.id]),
  );
  const jobs = buildDemoJobs(companies, now)
    .filter((job) => job.status === 'approved')
    .sort((a, b) => a.postedAt!.getTime() - b.postedAt!.getTime())
    .map((job, order) =>
      change({
        id: job.id,
        companyId: job.companyId,
        category: job.category,
        order,
        postedAt: job.postedAt!,
        live: true,
      }),
    );
  return {
    seekers,
    demoCompanyId: companies[0]!.id,
    jobs,
    employerByCompany,
    resumeOf: new Map(seekers.map((seeker) => [seeker.id, `resume-of-${seeker.id}`])),
    now,
  };
}

describe('buildDemoApplications', () => {
  const input = market();
  const applications = buildDemoApplications(input);
  const demoJobs = new Set(input.jobs.filter((job) => job.companyId === input.demoCompanyId).map((job) => job.id));
  const onDemoJobs = applications.filter((application) => demoJobs.has(application.jobId));
  const demoSeeker = input.seekers[0]!.id;

  it("puts applications in every status, a withdrawal and every interview stage on the demo employer's jobs", () => {
    expect(new Set(onDemoJobs.map((application) => application.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(onDemoJobs.some((application) => application.withdrawnAt !== null)).toBe(true);
    expect(new Set(onDemoJobs.map((application) => application.interviewStage).filter(Boolean))).toEqual(
      new Set(INTERVIEW_STAGES),
    );
    expect(new Set(onDemoJobs.map((application) => application.jobId)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives the demo seeker applications in several statuses, at the demo employer and elsewhere', () => {
    const mine = applications.filter((application) => application.seekerId === demoSeeker);
    expect(new Set(mine.map((application) => application.status))).toEqual(
      new Set(['pending', 'reviewed', 'interview', 'rejected']),
    );
    expect(mine.some((application) => demoJobs.has(application.jobId))).toBe(true);
    expect(mine.some((application) => !demoJobs.has(application.jobId))).toBe(true);
  });

  it('dates each application after its job was posted and before the seed, its history in order along allowed transitions', () => {
    const posted = new Map(input.jobs.map((job) => [job.id, job.postedAt.getTime()]));
    for (const application of applications) {
      expect(application.appliedAt.getTime()).toBeGreaterThan(posted.get(application.jobId)!);
      expect(application.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      const [first, ...rest] = application.history;
      expect(first).toMatchObject({ from: null, to: 'pending', actorId: application.seekerId });
      let status: ApplicationStatus = 'pending';
      let at = first!.at.getTime();
      for (const step of rest) {
        expect(step.at.getTime()).toBeGreaterThanOrEqual(at);
        expect(step.from).toBe(status);
        if (step.to === 'withdrawn') {
          expect(step.actorId).toBe(application.seekerId);
          continue;
        }
        expect(canChangeStatus(status, step.to)).toBe(true);
        expect(step.actorId).toBe(application.employerId);
        status = step.to;
        at = step.at.getTime();
      }
      expect(status).toBe(application.status);
      // A reviewed application has entered the pipeline; a pending one has not.
      if (application.status === 'pending') expect(application.interviewStage).toBeNull();
      else expect(application.interviewStage).not.toBeNull();
      if (application.status === 'reviewed') expect(application.interviewStage).toBe(REVIEW_INTERVIEW_STAGE);
    }
  });

  it('is the same on a later run: same ids, same jobs; a job that closed gets none, and no other job takes its place', () => {
    const later = new Date(NOW.getTime() + 40 * 86_400_000);
    // Stored dates stay those of the first run; only `now` moves.
    const again = buildDemoApplications({ ...input, now: later });
    expect(again.map((application) => application.id)).toEqual(applications.map((application) => application.id));

    const oldest = input.jobs.filter((job) => job.companyId === input.demoCompanyId)[0]!;
    const closed = buildDemoApplications(market(NOW, (job) => (job.id === oldest.id ? { ...job, live: false } : job)));
    expect(closed.some((application) => application.jobId === oldest.id)).toBe(false);
    expect(new Set(closed.map((application) => application.id))).toEqual(
      new Set(
        applications.filter((application) => application.jobId !== oldest.id).map((application) => application.id),
      ),
    );
    expect(demoApplicationPairs(input).size).toBe(applications.length);
  });

  it('leaves out seekers who are gone or keep no resume', () => {
    const gone = buildDemoApplications({
      ...input,
      seekers: input.seekers.map((seeker, place) => (place === 0 ? { ...seeker, live: false } : seeker)),
      resumeOf: new Map([...input.resumeOf].filter(([seekerId]) => seekerId !== input.seekers[3]!.id)),
    });
    expect(gone.some((application) => application.seekerId === demoSeeker)).toBe(false);
    expect(gone.some((application) => application.seekerId === input.seekers[3]!.id)).toBe(false);
  });
});
