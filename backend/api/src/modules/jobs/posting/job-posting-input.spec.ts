import { JOB_FORM_MESSAGES } from '@marketplace/contracts';
import { dedupeSkills, earliestToday, readPosting, validatePosting, WRONG_TYPE_MESSAGE } from './job-posting-input';

const NOW = new Date('2026-11-21T09:00:00Z');

describe('readPosting', () => {
  it('trims text, formats the phone as (xxx) xxx-xxxx and de-duplicates skills', () => {
    const { form, draft, typeErrors } = readPosting({
      title: '  Writer ',
      contactPhone: '1-555-010-2007',
      skills: [' SEO', 'seo', '', 'Docs '],
      salaryMin: '50000',
    });
    expect(draft).toBe(false);
    expect(typeErrors).toEqual({});
    expect(form).toMatchObject({
      title: 'Writer',
      contactPhone: '(555) 010-2007',
      skills: ['SEO', 'Docs'],
      salaryMin: 50000,
      salaryMax: null,
    });
  });

  it('keeps an unformattable phone as typed so the rule reports it', () => {
    expect(readPosting({ contactPhone: '12345' }).form.contactPhone).toBe('12345');
  });

  it('reports fields of the wrong JSON type instead of coercing them', () => {
    const { typeErrors } = readPosting({
      title: 5,
      skills: 'SEO',
      salaryMin: 'lots',
      isCompanyPrivate: 'yes',
      applicationDeadline: '2026-02-30',
    });
    expect(typeErrors).toEqual({
      title: [WRONG_TYPE_MESSAGE],
      skills: [WRONG_TYPE_MESSAGE],
      salaryMin: [WRONG_TYPE_MESSAGE],
      isCompanyPrivate: [WRONG_TYPE_MESSAGE],
      applicationDeadline: [WRONG_TYPE_MESSAGE],
    });
  });

  it('treats only `draft: true` as a draft', () => {
    expect(readPosting({ draft: true }).draft).toBe(true);
    expect(readPosting({ draft: 'true' }).draft).toBe(false);
    expect(readPosting(null).draft).toBe(false);
  });
});

describe('dedupeSkills', () => {
  it('keeps the first spelling of each skill', () => {
    expect(dedupeSkills(['React', ' react ', 'Node', 'NODE', '  '])).toEqual(['React', 'Node']);
  });
});

describe('earliestToday', () => {
  it('is the date somewhere on Earth is still on (UTC-12)', () => {
    expect(earliestToday(new Date('2026-11-21T09:00:00Z'))).toBe('2026-11-20');
    expect(earliestToday(new Date('2026-11-21T13:00:00Z'))).toBe('2026-11-21');
  });
});

describe('validatePosting', () => {
  it('lets a draft leave required fields empty but keeps limits', () => {
    expect(validatePosting(readPosting({ draft: true }), NOW)).toEqual({});
    expect(validatePosting(readPosting({ draft: true, description: 'x'.repeat(5001) }), NOW)).toEqual({
      description: [JOB_FORM_MESSAGES.descriptionTooLong],
    });
  });

  it('rejects a deadline before the earliest today, accepts one still today somewhere', () => {
    expect(validatePosting(readPosting({ draft: true, applicationDeadline: '2026-11-19' }), NOW)).toEqual({
      applicationDeadline: [JOB_FORM_MESSAGES.deadlineInPast],
    });
    expect(validatePosting(readPosting({ draft: true, applicationDeadline: '2026-11-20' }), NOW)).toEqual({});
  });

  it('puts type errors first and does not repeat the field', () => {
    expect(validatePosting(readPosting({ draft: true, title: 42 }), NOW)).toEqual({ title: [WRONG_TYPE_MESSAGE] });
  });
});
