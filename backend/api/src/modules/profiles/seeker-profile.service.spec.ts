import { JOB_FORM_MESSAGES, SEEKER_PROFILE_MESSAGES, type SeekerProfileInput } from '@marketplace/contracts';
import { actorOf, FakeClock, FakeUsers } from '../../../test/support/accounts-fakes';
import {
  fakeTransactions,
  FakeResumeLimit,
  MemoryResumes,
  MemorySeekerProfiles,
} from '../../../test/support/profiles-fakes';
import { FakeStoredFiles } from '../../../test/support/stored-files-fake';
import { DomainEvents, subscribeListeners } from '../../core/events/domain-events';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import { ACCOUNT_EVENTS, type AccountDeleted, UserDirectory } from '../accounts';
import { ProfilesAccountListeners } from './profiles.listeners';
import { ResumesService } from './resumes.service';
import { SeekerProfileService } from './seeker-profile.service';
import { SeekerProfiles } from './seeker-profiles.service';

const SEEKER = '00000000-0000-4000-8000-000000000001';
const EMPLOYER = '00000000-0000-4000-8000-000000000002';
const PICTURE = '10000000-0000-4000-8000-000000000001';
const RESUME_UPLOAD = '10000000-0000-4000-8000-000000000002';

const input: SeekerProfileInput = {
  headline: '  Remote customer success lead ',
  location: ' Austin, TX ',
  phone: '512.555.0142',
  availability: 'two_weeks',
  experienceLevel: 'senior',
  aboutMe: '  Parent of two.\nCalm, written communication.  ',
  salaryExpectations: 85_000,
  showSalaryExpectations: true,
  visibleToEmployers: true,
  skills: [' Zendesk ', 'SQL', 'Onboarding'],
  portfolioUrls: [' https://maya.example/work '],
  workExperience: '<p><strong>Acme</strong> 2019–2024</p><ul><li>Led a team of 6</li></ul>',
  education: [
    {
      institution: ' University of Texas ',
      certifications: ' BA ',
      startDate: '2010-09',
      endDate: '',
      notes: ' Dean’s list ',
    },
    {
      institution: 'Coursera',
      certifications: undefined as never,
      startDate: null,
      endDate: '2021-03',
      notes: undefined as never,
    },
  ],
};

function setUp(limit = 1) {
  const clock = new FakeClock(new Date('2026-11-25T10:00:00.000Z'));
  const users = new FakeUsers();
  users.add({ id: SEEKER, email: 'maya@example.com', role: 'seeker', name: 'Maya Chen', headline: 'Old headline' });
  users.add({ id: EMPLOYER, email: 'jordan@example.com', role: 'employer', name: 'Jordan Ellis' });
  const files = new FakeStoredFiles();
  const profiles = new MemorySeekerProfiles();
  const resumeRows = new MemoryResumes(files);
  const resumes = new ResumesService(clock as never, resumeRows as never, new FakeResumeLimit(limit) as never, files);
  const service = new SeekerProfileService(
    clock as never,
    fakeTransactions as never,
    profiles as never,
    new UserDirectory(users as never),
    resumes,
    files,
  );
  const seeker = actorOf({ id: SEEKER, role: 'seeker', email: 'maya@example.com' });
  return { clock, users, files, profiles, resumeRows, resumes, service, seeker };
}

const fieldErrorsOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RequestValidationException);
  return (error as RequestValidationException).fieldErrors;
};

describe('SeekerProfileService.get', () => {
  it('answers an empty profile before the first save, with the account’s name, e-mail and headline', async () => {
    const { service, seeker } = setUp();
    expect(await service.get(seeker)).toEqual({
      userId: SEEKER,
      name: 'Maya Chen',
      email: 'maya@example.com',
      profilePictureUrl: null,
      headline: 'Old headline',
      location: null,
      phone: null,
      availability: null,
      experienceLevel: null,
      aboutMe: null,
      salaryExpectations: null,
      showSalaryExpectations: false,
      visibleToEmployers: false,
      skills: [],
      portfolioUrls: [],
      workExperience: null,
      education: [],
      resumes: [],
      resumeLimit: 1,
      membershipPlan: 'trial',
      updatedAt: null,
    });
  });

  it('shows the picture through a signed link, and the resumes with the plan’s limit', async () => {
    const { service, seeker, users, files, resumes } = setUp(-1);
    const picture = files.add({
      id: PICTURE,
      ownerId: SEEKER,
      uploadType: 'avatar',
      purpose: null,
      fileType: 'image/webp',
    });
    users.rows.get(SEEKER)!.profilePictureUrl = picture.fileUrl;
    files.add({ id: RESUME_UPLOAD, ownerId: SEEKER, fileName: 'Maya.pdf' });
    const resume = await resumes.add(seeker, { uploadId: RESUME_UPLOAD });
    expect(await service.get(seeker)).toMatchObject({
      profilePictureUrl: `signed:${picture.fileUrl}`,
      resumes: [resume],
      resumeLimit: -1,
    });
  });

  it('answers 404 once the account is deleted', async () => {
    const { service, seeker, users } = setUp();
    users.rows.get(SEEKER)!.deletedAt = new Date();
    await expect(service.get(seeker)).rejects.toMatchObject({ status: 404 });
  });
});

describe('SeekerProfileService.update', () => {
  it('stores the profile trimmed, the phone formatted and the headline on the user, and answers it', async () => {
    const { service, seeker, users, profiles, clock } = setUp();
    const saved = await service.update(seeker, input);
    expect(saved).toMatchObject({
      headline: 'Remote customer success lead',
      location: 'Austin, TX',
      phone: '(512) 555-0142',
      availability: 'two_weeks',
      experienceLevel: 'senior',
      aboutMe: 'Parent of two.\nCalm, written communication.',
      salaryExpectations: 85_000,
      showSalaryExpectations: true,
      visibleToEmployers: true,
      skills: ['Zendesk', 'SQL', 'Onboarding'],
      portfolioUrls: ['https://maya.example/work'],
      workExperience: '<p><strong>Acme</strong> 2019–2024</p><ul><li>Led a team of 6</li></ul>',
      education: [
        {
          institution: 'University of Texas',
          certifications: 'BA',
          startDate: '2010-09',
          endDate: null,
          notes: 'Dean’s list',
        },
        { institution: 'Coursera', certifications: '', startDate: null, endDate: '2021-03', notes: '' },
      ],
      updatedAt: clock.now().toISOString(),
    });
    expect(users.rows.get(SEEKER)!.headline).toBe('Remote customer success lead');
    expect(profiles.rows.get(SEEKER)).toMatchObject({
      phone: '(512) 555-0142',
      skills: ['Zendesk', 'SQL', 'Onboarding'],
    });
    expect(await service.get(seeker)).toEqual(saved);
  });

  it('stores blank text as null, and a body with every field left out as an empty profile', async () => {
    const { service, seeker, users } = setUp();
    expect(
      await service.update(seeker, {
        ...input,
        headline: '  ',
        location: '',
        phone: ' ',
        aboutMe: '',
        workExperience: '  ',
      }),
    ).toMatchObject({
      headline: null,
      location: null,
      phone: null,
      aboutMe: null,
      workExperience: null,
    });
    expect(users.rows.get(SEEKER)!.headline).toBeNull();
    expect(await service.update(seeker, {} as SeekerProfileInput)).toMatchObject({
      skills: [],
      portfolioUrls: [],
      education: [],
      showSalaryExpectations: false,
      visibleToEmployers: false,
      salaryExpectations: null,
      availability: null,
    });
  });

  it('refuses a profile that breaks the editor’s rules, with every field’s message, and stores nothing', async () => {
    const { service, seeker, users, profiles } = setUp();
    const errors = await fieldErrorsOf(
      service.update(seeker, {
        ...input,
        headline: 'h'.repeat(161),
        phone: '555',
        availability: 'soon' as never,
        salaryExpectations: 1_000_001,
        skills: ['SQL', 'sql', ''],
        portfolioUrls: ['javascript:alert(1)'],
        education: [{ institution: '', certifications: '', startDate: '2024-05', endDate: '2023-01', notes: '' }],
      }),
    );
    expect(errors).toEqual({
      headline: [SEEKER_PROFILE_MESSAGES.headlineTooLong],
      phone: [SEEKER_PROFILE_MESSAGES.phoneInvalid],
      availability: [SEEKER_PROFILE_MESSAGES.availabilityInvalid],
      salaryExpectations: [SEEKER_PROFILE_MESSAGES.salaryInvalid],
      skills: [SEEKER_PROFILE_MESSAGES.skillsDuplicate],
      portfolioUrls: [SEEKER_PROFILE_MESSAGES.portfolioInvalid],
      'education.0.institution': [SEEKER_PROFILE_MESSAGES.institutionRequired],
      'education.0.endDate': [SEEKER_PROFILE_MESSAGES.endBeforeStart],
    });
    expect(await fieldErrorsOf(service.update(seeker, { ...input, skills: ['SQL', ' '] }))).toEqual({
      skills: [JOB_FORM_MESSAGES.skillBlank],
    });
    expect(users.rows.get(SEEKER)!.headline).toBe('Old headline');
    expect(profiles.rows.size).toBe(0);
  });

  it('keeps only the editor’s formatting of work experience', async () => {
    const { service, seeker } = setUp();
    const saved = await service.update(seeker, {
      ...input,
      workExperience:
        '<p onclick="x()">Led <a href="javascript:alert(1)">support</a> at <a href="https://acme.example" target="_self">Acme</a></p><script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(saved.workExperience).toBe(
      '<p>Led support at <a href="https://acme.example/" rel="noopener noreferrer nofollow" target="_blank">Acme</a></p>',
    );
    expect(
      (await service.update(seeker, { ...input, workExperience: '<p><br></p><script>x</script>' })).workExperience,
    ).toBeNull();
  });

  it('counts the limit on what is stored: links made longer by their forced attributes can pass it', async () => {
    const { service, seeker, profiles } = setUp();
    const link = '<a href="https://a.example/">x</a>';
    const workExperience = link.repeat(Math.floor(20_000 / link.length));
    expect(workExperience.length).toBeLessThanOrEqual(20_000);
    expect(await fieldErrorsOf(service.update(seeker, { ...input, workExperience }))).toEqual({
      workExperience: [SEEKER_PROFILE_MESSAGES.workExperienceTooLong],
    });
    expect(profiles.rows.size).toBe(0);
  });
});

describe('reading for other modules, and account deletion', () => {
  it('answers a seeker’s profile and default resume, and nothing for other users', async () => {
    const { service, resumes, seeker, files } = setUp();
    const read = new SeekerProfiles(service, resumes);
    await service.update(seeker, input);
    files.add({ id: RESUME_UPLOAD, ownerId: SEEKER }, 'Resume text');
    const resume = await resumes.add(seeker, { uploadId: RESUME_UPLOAD });
    expect(await read.profileOf(SEEKER)).toMatchObject({ userId: SEEKER, location: 'Austin, TX', resumes: [resume] });
    expect(await read.defaultResume(SEEKER)).toEqual(resume);
    expect(await read.resumeText(resume.id)).toBe('Resume text');
    expect(await read.profileOf(EMPLOYER)).toBeNull();
    expect(await read.profileOf('00000000-0000-4000-8000-0000000000ff')).toBeNull();
  });

  it('forgets the profile and the resume versions when the account is deleted', async () => {
    const { service, resumes, seeker, files, profiles, resumeRows } = setUp();
    const events = new DomainEvents();
    const unsubscribe = subscribeListeners(events, new ProfilesAccountListeners(service, resumes));
    await service.update(seeker, input);
    files.add({ id: RESUME_UPLOAD, ownerId: SEEKER });
    await resumes.add(seeker, { uploadId: RESUME_UPLOAD });
    await events.publish<AccountDeleted>({ type: ACCOUNT_EVENTS.accountDeleted, userId: SEEKER, role: 'seeker' });
    expect(profiles.rows.size).toBe(0);
    expect(resumeRows.rows).toEqual([]);
    unsubscribe();
  });
});
