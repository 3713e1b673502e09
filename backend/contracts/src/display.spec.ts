import { JOB_CARD_TYPE_BY_JOB_TYPE, JOB_CARD_TYPES, JOB_TYPES } from './enums';
import {
  JOB_CARD_TYPE_LABELS,
  JOB_TYPE_CARD_HINT,
  JOB_TYPE_LABELS,
  formatDate,
  formatLocation,
  formatPay,
  formatPostedAge,
  jobCardBadge,
  jobTypeNames,
  jobTypesOfCardType,
  visibleSkills,
} from './display';

describe('formatPay', () => {
  it('prefers the provided text', () => {
    expect(formatPay({ min: 1, max: 2, text: 'DOE' }, 'hourly')).toBe('DOE');
  });
  it('shows a range with the salary type suffix, yearly by default', () => {
    expect(formatPay({ min: 50000, max: 70000, text: null }, 'yearly')).toBe('$50,000 - $70,000/yr');
    expect(formatPay({ min: 4000, max: 5000, text: null }, 'monthly')).toBe('$4,000 - $5,000/mo');
    expect(formatPay({ min: 25, max: 32.5, text: null }, 'hourly')).toBe('$25 - $32.50/hr');
    expect(formatPay({ min: 50000, max: 70000, text: null }, null)).toBe('$50,000 - $70,000/yr');
  });
  it("shows 'min+' for a minimum only and 'Competitive' otherwise", () => {
    expect(formatPay({ min: 30, max: null, text: null }, 'hourly')).toBe('$30+/hr');
    expect(formatPay({ min: null, max: null, text: null }, 'yearly')).toBe('Competitive');
    expect(formatPay(null)).toBe('Competitive');
  });
});

describe('formatPostedAge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:30:00Z', 'just now'],
    ['2026-11-21T09:00:00Z', '3h ago'],
    ['2026-11-20T12:30:00Z', '23h ago'],
    ['2026-11-19T12:00:00Z', '2d ago'],
    ['2026-11-14T12:00:01Z', '6d ago'],
  ])('%s -> %s', (posted, expected) => {
    expect(formatPostedAge(posted, { now, formatDay: formatDate })).toBe(expected);
  });
  it('shows a date from 7 days on and "recently" when missing or invalid', () => {
    expect(formatPostedAge('2026-11-01T12:00:00Z', { now, formatDay: formatDate })).toBe('Nov 1, 2026');
    expect(formatPostedAge('2026-11-01T12:00:00Z', { now, formatDay: (day) => day.toISOString() })).toBe(
      '2026-11-01T12:00:00.000Z',
    );
    expect(formatPostedAge(null, { now, formatDay: formatDate })).toBe('recently');
    expect(formatPostedAge('garbage', { now, formatDay: formatDate })).toBe('recently');
  });
});

describe('cards', () => {
  it('defaults the location to Remote', () => {
    expect(formatLocation('')).toBe('Remote');
    expect(formatLocation(null)).toBe('Remote');
    expect(formatLocation('Austin, TX')).toBe('Austin, TX');
  });

  it('shows 3 skills and counts the rest', () => {
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], moreCount: 2 });
    expect(visibleSkills(['a'])).toEqual({ shown: ['a'], moreCount: 0 });
  });

  it('applies badge precedence archived, filled, application status, Apply Now', () => {
    const applied = { hasApplied: true, status: 'interview' as const };
    expect(jobCardBadge({ isArchived: true, isFilled: true, applicationStatus: applied }).label).toBe('Archived');
    expect(jobCardBadge({ isArchived: false, isFilled: true, applicationStatus: applied }).label).toBe('Filled');
    expect(jobCardBadge({ isArchived: false, isFilled: false, applicationStatus: applied }).label).toBe(
      'Interview Scheduled',
    );
    expect(
      jobCardBadge({ isArchived: false, isFilled: false, applicationStatus: { hasApplied: true, status: 'pending' } })
        .label,
    ).toBe('Application Pending');
    expect(
      jobCardBadge({ isArchived: false, isFilled: false, applicationStatus: { hasApplied: true, status: 'rejected' } })
        .label,
    ).toBe('Not Selected');
    expect(
      jobCardBadge({ isArchived: false, isFilled: false, applicationStatus: { hasApplied: true, status: null } }).label,
    ).toBe('Applied');
    expect(
      jobCardBadge({ isArchived: false, isFilled: false, applicationStatus: { hasApplied: false, status: null } })
        .label,
    ).toBe('Apply Now');
  });
});

describe('formatDate', () => {
  it('writes a date as people read it', () => {
    expect(formatDate('2026-12-10T15:00:00Z')).toBe('Dec 10, 2026');
    expect(formatDate(new Date('2026-01-05T12:00:00Z'))).toBe('Jan 5, 2026');
  });

  it('keeps a calendar date (YYYY-MM-DD) on its day in every time zone', () => {
    // Read as local midnight-in-UTC, '2026-12-10' would show as Dec 9 west of Greenwich.
    expect(formatDate('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('is empty for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('job type labels', () => {
  it('names each stored job type so that no two in the form read as the same choice', () => {
    expect(JOB_TYPES.map((jobType) => JOB_TYPE_LABELS[jobType])).toEqual([
      'Full-time',
      'Part-time',
      'Permanent',
      'Temporary',
    ]);
    // No name is another one with a qualifier ('Full-time' and 'Full-time (permanent)').
    for (const label of Object.values(JOB_TYPE_LABELS))
      for (const other of Object.values(JOB_TYPE_LABELS))
        if (other !== label) expect(other.startsWith(label)).toBe(false);
    expect(Object.values(JOB_CARD_TYPE_LABELS)).toEqual(['Full-time', 'Part-time', 'Project']);
    // The form says how the extra two show on cards.
    expect(JOB_TYPE_CARD_HINT).toBe('Permanent jobs show as Full-time on job cards, temporary ones as Project.');
    expect(JOB_CARD_TYPE_BY_JOB_TYPE.PERMANENT).toBe('full-time');
    expect(JOB_CARD_TYPE_BY_JOB_TYPE.TEMPORARY).toBe('project');
  });

  it('finds every stored type behind a card type, and each stored type under exactly one', () => {
    expect(jobTypesOfCardType('full-time')).toEqual(['FULL_TIME', 'PERMANENT']);
    expect(jobTypesOfCardType('part-time')).toEqual(['PART_TIME']);
    expect(jobTypesOfCardType('project')).toEqual(['TEMPORARY']);
    expect(JOB_CARD_TYPES.flatMap(jobTypesOfCardType).sort()).toEqual([...JOB_TYPES].sort());
  });

  it('names a set of stored types as the filter offers them', () => {
    expect(jobTypeNames(['PERMANENT', 'FULL_TIME'])).toEqual(['Full-time']);
    expect(jobTypeNames(['PERMANENT', 'TEMPORARY'])).toEqual(['Permanent', 'Project']);
    expect(jobTypeNames([])).toEqual([]);
  });
});
