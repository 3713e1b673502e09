import {
  canDoJobAction,
  EMPLOYER_JOB_ACTIONS,
  JOB_POSTING_MESSAGES,
  JOB_STATUS_LABELS,
  jobSlug,
  publicJobPath,
  REJECTION_REASON_MAX,
  validateRejectJob,
} from './job-posting';
import { TEXT_MESSAGES } from './messages';
import { JOB_STATUSES } from './enums';

describe('job status labels and actions', () => {
  it('labels every status, approved as Active', () => {
    expect(JOB_STATUSES.map((status) => JOB_STATUS_LABELS[status])).toEqual([
      'Draft',
      'In review',
      'Active',
      'Rejected',
      'Expired',
      'Filled',
      'Archived',
    ]);
  });

  it('lets closed jobs be archived but never edited', () => {
    expect(canDoJobAction('approved', 'edit')).toBe(true);
    expect(canDoJobAction('filled', 'edit')).toBe(false);
    expect(canDoJobAction('expired', 'fill')).toBe(true);
    expect(canDoJobAction('pending_review', 'submit')).toBe(false);
    expect(EMPLOYER_JOB_ACTIONS.archived).toEqual([]);
  });

  it('renews only expired jobs: a filled or archived job is posted again by duplicating it', () => {
    expect(JOB_STATUSES.filter((status) => canDoJobAction(status, 'renew'))).toEqual(['expired']);
    expect(JOB_POSTING_MESSAGES.notAllowed('renew', 'Filled')).toBe('This job cannot be renewed while it is Filled');
  });

  it('words refusals with the action and the status label', () => {
    expect(JOB_POSTING_MESSAGES.notAllowed('fill', 'Draft')).toBe('This job cannot be marked filled while it is Draft');
  });
});

describe('jobSlug and publicJobPath', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(jobSlug('Senior C++ / Node.js Developer (Remote!)')).toBe('senior-c-node-js-developer-remote');
    expect(jobSlug('Café Barista — Zürich')).toBe('cafe-barista-zurich');
  });

  it('never gives an empty slug and caps the length without a trailing hyphen', () => {
    expect(jobSlug('!!!')).toBe('job');
    const long = jobSlug('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });

  it('builds /jobs/{id}-{slug}', () => {
    expect(publicJobPath('abc', 'Data Analyst')).toBe('/jobs/abc-data-analyst');
  });
});

describe('validateRejectJob', () => {
  it('takes a reason of any number of lines up to the limit', () => {
    expect(validateRejectJob({ reason: 'The salary is missing.\nPlease add it.' })).toEqual({});
    expect(validateRejectJob({ reason: 'x'.repeat(REJECTION_REASON_MAX) })).toEqual({});
  });

  it('requires visible text, bounds it and refuses control characters', () => {
    expect(validateRejectJob({})).toEqual({ reason: [JOB_POSTING_MESSAGES.rejectionReasonRequired] });
    expect(validateRejectJob({ reason: ' \u200B ' })).toEqual({
      reason: [JOB_POSTING_MESSAGES.rejectionReasonRequired],
    });
    expect(validateRejectJob({ reason: 'x'.repeat(REJECTION_REASON_MAX + 1) })).toEqual({
      reason: [JOB_POSTING_MESSAGES.rejectionReasonTooLong],
    });
    expect(validateRejectJob({ reason: 'Spam\u0000' })).toEqual({ reason: [TEXT_MESSAGES.forbiddenCharacters] });
  });
});
