import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  coverLetterOf,
  missingForApplying,
  validateApplyRequest,
} from './applications';
import { TEXT_MESSAGES } from './messages';

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
