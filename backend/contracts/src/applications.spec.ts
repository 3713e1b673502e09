import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  applicationStatusLabel,
  coverLetterOf,
  missingForApplying,
  validateApplyRequest,
} from './applications';
import { APPLICATION_STATUSES } from './enums';
import { TEXT_MESSAGES } from './messages';

describe('APPLICATION_STATUS_LABELS', () => {
  it('names every stored status once, as the seeker badge names it, capitalised', () => {
    expect(APPLICATION_STATUSES.map((status) => APPLICATION_STATUS_LABELS[status])).toEqual([
      'Application Pending',
      'Reviewed',
      'Interview Scheduled',
      'Hired',
      'Not Selected',
    ]);
    const labels = Object.values(APPLICATION_STATUS_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
  });

  it('has none of the other names a status once had', () => {
    const labels = Object.values(APPLICATION_STATUS_LABELS).map((label) => label.toLowerCase());
    for (const retired of ['reviewing', 'shortlisted', 'interview', 'applied']) expect(labels).not.toContain(retired);
  });

  it('reads an unknown status as written, with spaces', () => {
    expect(applicationStatusLabel('interview')).toBe('Interview Scheduled');
    expect(applicationStatusLabel('on_hold')).toBe('on hold');
  });
});

describe('validateApplyRequest', () => {
  const valid = { jobId: 'job', resumeId: 'resume' };

  it('needs a job and a resume; the cover letter is optional', () => {
    expect(validateApplyRequest(valid)).toEqual({});
    expect(validateApplyRequest({ ...valid, coverLetter: null })).toEqual({});
    expect(validateApplyRequest({ ...valid, coverLetter: '   ' })).toEqual({});
    expect(validateApplyRequest({})).toEqual({
      jobId: [APPLICATION_MESSAGES.jobRequired],
      resumeId: [APPLICATION_MESSAGES.resumeRequired],
    });
    expect(validateApplyRequest({ jobId: 7, resumeId: ' ' })).toEqual({
      jobId: [APPLICATION_MESSAGES.jobRequired],
      resumeId: [APPLICATION_MESSAGES.resumeRequired],
    });
  });

  it('keeps the cover letter to 5,000 characters after trimming, on several lines', () => {
    const max = APPLICATION_LIMITS.coverLetterMax;
    expect(max).toBe(5000);
    expect(validateApplyRequest({ ...valid, coverLetter: `  ${'a'.repeat(max)}\n` })).toEqual({});
    expect(validateApplyRequest({ ...valid, coverLetter: 'Dear team,\n\n\tThank you.' })).toEqual({});
    expect(validateApplyRequest({ ...valid, coverLetter: 'a'.repeat(max + 1) })).toEqual({
      coverLetter: [APPLICATION_MESSAGES.coverLetterTooLong],
    });
    expect(validateApplyRequest({ ...valid, coverLetter: 42 })).toEqual({
      coverLetter: [APPLICATION_MESSAGES.coverLetterInvalid],
    });
    expect(validateApplyRequest({ ...valid, coverLetter: 'nul\u0000' })).toEqual({
      coverLetter: [TEXT_MESSAGES.forbiddenCharacters],
    });
  });
});

describe('coverLetterOf', () => {
  it('trims, and keeps nothing for blank text', () => {
    expect(coverLetterOf('  Hello\n')).toBe('Hello');
    expect(coverLetterOf(' \n\u200b ')).toBeNull();
    expect(coverLetterOf(null)).toBeNull();
    expect(coverLetterOf(undefined)).toBeNull();
  });
});

describe('missingForApplying and the profile message', () => {
  it('asks for a name and a resume, naming exactly what is missing', () => {
    expect(missingForApplying({ name: 'Maya', resumes: [{}] })).toEqual([]);
    expect(missingForApplying({ name: ' ', resumes: [] })).toEqual(['name', 'resume']);
    expect(missingForApplying({ name: 'Maya', resumes: [] })).toEqual(['resume']);
    expect(APPLICATION_MESSAGES.profileIncomplete(['resume', 'name'])).toBe(
      'Please complete your profile before applying: add your name and upload a resume',
    );
    expect(APPLICATION_MESSAGES.profileIncomplete(['resume'])).toBe(
      'Please complete your profile before applying: upload a resume',
    );
  });
});
