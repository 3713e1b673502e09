import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import {
  EMPLOYER_APPLICATION_MESSAGES,
  JOB_POSTING_MESSAGES,
  RESUME_MESSAGES,
  type ResumeDownloadResponse,
  type SeekerProfile,
} from '@marketplace/contracts';
import { actorOf } from '../../../../test/support/accounts-fakes';
import {
  contactVisibilityOver,
  FakeCompanyJobs,
  FakeSeekerProfiles,
  MemoryApplications,
} from '../../../../test/support/applications-fakes';
import { rejection } from '../../../../test/support/assertions';
import { FakeStoredFiles } from '../../../../test/support/stored-files-fake';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import type { UserDirectory } from '../../accounts';
import type { JobsService } from '../../jobs';
import type { SeekerProfiles } from '../../profiles';
import type { ApplicationsRepository } from '../applications.repository';
import { containsPattern, EmployerApplicationsService } from './employer-applications.service';

const M = EMPLOYER_APPLICATION_MESSAGES;
const COMPANY = '0d0d0d0d-0000-4000-8000-0000000000c1';
const OTHER_COMPANY = '0d0d0d0d-0000-4000-8000-0000000000c2';
const JOB = '0d0d0d0d-0000-4000-8000-0000000000d1';
const OTHER_JOB = '0d0d0d0d-0000-4000-8000-0000000000d2';
const APP = '0d0d0d0d-0000-4000-8000-0000000001a1';
const OTHER_APP = '0d0d0d0d-0000-4000-8000-0000000001a2';
const SECOND_JOB = '0d0d0d0d-0000-4000-8000-0000000000d3';
const SECOND_APP = '0d0d0d0d-0000-4000-8000-0000000001a3';
const SEEKER = '0d0d0d0d-0000-4000-8000-0000000002b1';
const employer = actorOf({
  id: '0d0d0d0d-0000-4000-8000-0000000000e1',
  role: 'employer',
  email: 'jordan@a.example',
  companyId: COMPANY,
});

class ProfilesWithResumes extends FakeSeekerProfiles {
  links = new Map<string, ResumeDownloadResponse | 'processing'>();
  async resumeLink(resumeId: string) {
    const link = this.links.get(resumeId);
    if (link === 'processing') throw new ConflictException(RESUME_MESSAGES.notReady);
    return link ?? null;
  }
}

function setUp() {
  const applications = new MemoryApplications();
  const jobs = new FakeCompanyJobs();
  jobs.add(JOB, COMPANY);
  jobs.add(OTHER_JOB, OTHER_COMPANY);
  const profiles = new ProfilesWithResumes();
  profiles.profiles.set(SEEKER, {
    userId: SEEKER,
    name: 'Maya Thompson',
    email: 'maya@example.com',
    phone: '(555) 123-4567',
    skills: [],
    portfolioUrls: [],
  } as unknown as SeekerProfile);
  applications.add({ id: APP, jobId: JOB, seekerId: SEEKER, resumeId: 'resume-1' });
  applications.add({ id: OTHER_APP, jobId: OTHER_JOB, seekerId: SEEKER, resumeId: 'resume-1' });
  const service = new EmployerApplicationsService(
    applications as unknown as ApplicationsRepository,
    jobs as unknown as JobsService,
    profiles as unknown as SeekerProfiles,
    { namesOf: async (ids: string[]) => new Map(ids.map((id) => [id, 'Deleted user'])) } as unknown as UserDirectory,
    contactVisibilityOver(applications, jobs),
    new FakeStoredFiles(),
    { planOf: async () => 'none', periodOf: async () => null },
  );
  return { applications, jobs, profiles, service };
}

describe('EmployerApplicationsService access', () => {
  it("answers 404 for another company's application, an unknown id and one that is not an id, on every read", async () => {
    const { service } = setUp();
    for (const id of [OTHER_APP, '0d0d0d0d-0000-4000-8000-0000000001ff', 'nope']) {
      expect(await rejection(service.profile(employer, id))).toEqual(new NotFoundException(M.notFound));
      expect(await rejection(service.resume(employer, id))).toEqual(new NotFoundException(M.notFound));
    }
    expect(await rejection(service.list(employer, OTHER_JOB, {}))).toEqual(
      new NotFoundException(JOB_POSTING_MESSAGES.notFound),
    );
    const companyless = actorOf({ id: 'x', role: 'employer', email: 'x@x.example', companyId: null });
    expect(await rejection(service.list(companyless, null, {}))).toEqual(
      new ForbiddenException(JOB_POSTING_MESSAGES.noCompany),
    );
  });

  it('checks access before the query: another company’s job is 404 even with a bad query', async () => {
    const { service } = setUp();
    expect(await rejection(service.list(employer, OTHER_JOB, { status: 'nonsense' }))).toEqual(
      new NotFoundException(JOB_POSTING_MESSAGES.notFound),
    );
    const bad = await rejection(
      service.list(employer, JOB, { status: 'nonsense', sort: 'sideways', limit: '0', cursor: 'not a cursor' }),
    );
    expect(bad).toBeInstanceOf(RequestValidationException);
    expect((bad as RequestValidationException).fieldErrors).toEqual({
      status: [M.statusFilterInvalid],
      sort: [M.sortInvalid],
      cursor: [M.cursorInvalid],
      limit: [M.limitInvalid],
    });
    const forged = await rejection(service.list(employer, JOB, { cursor: 'bm90LWEtY3Vyc29y' }));
    expect((forged as RequestValidationException).fieldErrors).toEqual({ cursor: [M.cursorInvalid] });
  });
});

describe('EmployerApplicationsService.profile and resume', () => {
  it('leaves contact fields out until interview, and shows them from then on', async () => {
    const { service, applications } = setUp();
    expect((await service.profile(employer, APP)).seeker).not.toHaveProperty('email');
    applications.rows[0]!.status = 'interview';
    expect((await service.profile(employer, APP)).seeker).toMatchObject({
      contactVisible: true,
      email: 'maya@example.com',
      phone: '(555) 123-4567',
    });
  });

  it("follows the seeker's applications to this company only: another company's interview opens nothing, one of ours does", async () => {
    const { service, applications, jobs } = setUp();
    applications.rows.find((row) => row.id === OTHER_APP)!.status = 'hired';
    const pending = (await service.profile(employer, APP)).seeker;
    expect(pending.contactVisible).toBe(false);
    expect(pending).not.toHaveProperty('email');
    expect(pending).not.toHaveProperty('phone');
    jobs.add(SECOND_JOB, COMPANY);
    applications.add({ id: SECOND_APP, jobId: SECOND_JOB, seekerId: SEEKER, status: 'interview' });
    expect((await service.profile(employer, APP)).seeker).toMatchObject({
      contactVisible: true,
      phone: '(555) 123-4567',
    });
    applications.rows.find((row) => row.id === SECOND_APP)!.withdrawnAt = new Date();
    expect((await service.profile(employer, APP)).seeker).not.toHaveProperty('phone');
  });

  it('answers the signed link of the version applied with; 404 once it is gone, 409 while processed', async () => {
    const { service, profiles, applications } = setUp();
    const link = {
      downloadUrl: 'signed:resume-1',
      fileName: 'Maya Chen CV.pdf',
      viewable: true,
      saveUrl: 'signed:resume-1#Maya Chen CV.pdf',
    };
    profiles.links.set('resume-1', link);
    expect(await service.resume(employer, APP)).toEqual(link);
    profiles.links.set('resume-1', 'processing');
    expect(await rejection(service.resume(employer, APP))).toEqual(new ConflictException(RESUME_MESSAGES.notReady));
    applications.rows[0]!.resumeId = null;
    expect(await rejection(service.resume(employer, APP))).toEqual(new NotFoundException(M.resumeMissing));
  });

  it('names a deleted seeker by their anonymised user', async () => {
    const { service, profiles } = setUp();
    profiles.profiles.delete(SEEKER);
    expect((await service.profile(employer, APP)).seeker.name).toBe('Deleted user');
  });
});

describe('containsPattern', () => {
  it('matches the text anywhere, its own wildcards literally', () => {
    expect(containsPattern('maya')).toBe('%maya%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
