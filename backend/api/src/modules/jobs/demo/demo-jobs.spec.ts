import { JOB_CATEGORIES, JOB_TYPES, SALARY_TYPES, validateJobForm } from '@marketplace/contracts';
import { buildDemoCompanies } from '../../accounts/demo/demo-companies';
import { buildDemoJobs } from './demo-jobs';

const now = new Date('2026-11-21T12:00:00.000Z');
const employers = buildDemoCompanies();
const jobs = buildDemoJobs(employers, now);
const approved = jobs.filter((job) => job.status === 'approved');
const DAY = 24 * 3600 * 1000;

describe('demo jobs', () => {
  it('are deterministic for the same seed and time, and differ for another seed', () => {
    expect(buildDemoJobs(employers, now)).toEqual(jobs);
    expect(buildDemoJobs(employers, now, 7).map((job) => job.title)).not.toEqual(jobs.map((job) => job.title));
  });

  it('have stable, unique ids', () => {
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    expect(jobs[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('include at least 150 approved jobs spread over every category, job type and salary type', () => {
    expect(approved.length).toBeGreaterThanOrEqual(150);
    expect(new Set(approved.map((job) => job.category))).toEqual(new Set(JOB_CATEGORIES));
    expect(new Set(approved.map((job) => job.jobType))).toEqual(new Set(JOB_TYPES));
    expect(new Set(approved.map((job) => job.salaryType))).toEqual(new Set(SALARY_TYPES));
  });

  it('are mostly remote with some cities, flexible and not, some from private companies', () => {
    const remote = approved.filter((job) => job.location === 'Remote').length;
    expect(remote / approved.length).toBeGreaterThan(0.6);
    expect(remote).toBeLessThan(approved.length);
    expect(approved.some((job) => job.isFlexible)).toBe(true);
    expect(approved.some((job) => !job.isFlexible)).toBe(true);
    expect(approved.some((job) => job.isCompanyPrivate)).toBe(true);
  });

  it('were posted over the last 60 days, a few within the last day', () => {
    for (const job of approved) {
      const age = now.getTime() - job.postedAt!.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60 * DAY);
    }
    expect(approved.some((job) => now.getTime() - job.postedAt!.getTime() < DAY)).toBe(true);
    expect(
      new Set(approved.map((job) => Math.floor((now.getTime() - job.postedAt!.getTime()) / (7 * DAY)))).size,
    ).toBeGreaterThanOrEqual(8);
  });

  it('never name a private employer in the posting', () => {
    const names = new Map(employers.map((employer) => [employer.id, employer]));
    const privateJobs = jobs.filter((job) => job.isCompanyPrivate);
    expect(privateJobs.length).toBeGreaterThan(0);
    for (const job of privateJobs) {
      const employer = names.get(job.companyId)!;
      expect(`${job.title} ${job.description} ${job.requirements} ${job.website} ${job.linkedinProfile}`).not.toContain(
        employer.name,
      );
      expect(`${job.website} ${job.linkedinProfile}`).not.toContain(employer.slug);
    }
  });

  it('use every employer', () => {
    expect(new Set(jobs.map((job) => job.companyId))).toEqual(new Set(employers.map((employer) => employer.id)));
  });

  it('pass every rule of the job posting form', () => {
    const today = now.toISOString().slice(0, 10);
    for (const job of approved) {
      // The form holds empty strings where the database holds nulls.
      const form = {
        ...job,
        benefits: job.benefits ?? '',
        website: job.website ?? '',
        linkedinProfile: job.linkedinProfile ?? '',
        contactPhone: job.contactPhone ?? '',
      };
      expect({ title: job.title, errors: validateJobForm(form, { today }) }).toEqual({ title: job.title, errors: {} });
    }
  });

  it('read like real postings, not filler', () => {
    for (const job of jobs) {
      expect(job.description.length).toBeGreaterThanOrEqual(100);
      expect(job.requirements.length).toBeGreaterThanOrEqual(50);
      expect(job.skills.length).toBeGreaterThanOrEqual(4);
      expect(`${job.title} ${job.description} ${job.requirements}`).not.toMatch(/lorem|ipsum|\{|\}|undefined/i);
    }
    expect(new Set(approved.map((job) => job.description)).size).toBe(approved.length);
  });

  it('keep drafts and reviews unpublished and expired jobs past their date', () => {
    for (const job of jobs.filter((j) => ['draft', 'pending_review', 'rejected'].includes(j.status)))
      expect(job.postedAt).toBeNull();
    for (const job of jobs.filter((j) => j.status === 'expired'))
      expect(job.expiresAt!.getTime()).toBeLessThan(now.getTime());
  });
});
