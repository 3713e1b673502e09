import { JOB_CATEGORIES, JOB_SEARCH_MESSAGES, TEXT_MESSAGES } from '@marketplace/contracts';
import { NO_FILTERS } from './job-search-criteria';
import { encodeSearchCursor } from './job-search-cursor';
import { parseJobSearchQuery, type RawSearchQuery } from './job-search-query';

const ID = '3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f';
const AT = new Date('2026-11-02T10:00:00.000Z');
const newestCursor = encodeSearchCursor({ sort: 'newest', postedAt: AT, id: ID });
const relevanceCursor = encodeSearchCursor({ sort: 'relevance', tier: 2, postedAt: AT, id: ID });

function criteriaOf(raw: RawSearchQuery) {
  const parsed = parseJobSearchQuery(raw);
  if (!parsed.ok) throw new Error(`expected valid, got ${JSON.stringify(parsed.fieldErrors)}`);
  return parsed.criteria;
}

function errorsOf(raw: RawSearchQuery) {
  const parsed = parseJobSearchQuery(raw);
  if (parsed.ok) throw new Error('expected field errors');
  return parsed.fieldErrors;
}

describe('parseJobSearchQuery', () => {
  it('without parameters: no words, no filters, newest first from the start', () => {
    expect(criteriaOf({})).toEqual({ text: null, filters: NO_FILTERS, sort: 'newest', after: null });
  });

  it('trims the search text and collapses its whitespace; blank text is no text', () => {
    expect(criteriaOf({ q: '  remote \n  writer ' }).text).toBe('remote writer');
    expect(criteriaOf({ q: '   ' }).text).toBeNull();
  });

  it('sorts by relevance by default when there are words, newest first otherwise', () => {
    expect(criteriaOf({ q: 'writer' }).sort).toBe('relevance');
    expect(criteriaOf({ q: 'writer', sort: 'newest' }).sort).toBe('newest');
    expect(criteriaOf({ sort: 'newest' }).sort).toBe('newest');
    // Relevance without words has nothing to rank by.
    expect(criteriaOf({ sort: 'relevance' }).sort).toBe('newest');
  });

  it('reads every filter', () => {
    expect(
      criteriaOf({
        category: ['Writing', 'Design'],
        jobType: 'PART_TIME',
        experienceLevel: ['lead', 'entry'],
        salaryType: 'hourly',
        salaryMin: '32.50',
        remote: 'true',
        flexible: 'true',
        postedWithinDays: '7',
      }).filters,
    ).toEqual({
      // Lists come back deduplicated, in the contract's order.
      categories: ['Writing', 'Design'],
      jobTypes: ['PART_TIME'],
      experienceLevels: ['entry', 'lead'],
      salaryType: 'hourly',
      salaryMin: 32.5,
      remoteOnly: true,
      flexibleOnly: true,
      postedWithinDays: 7,
    });
  });

  it('accepts every one of the 28 categories, repeated values once', () => {
    expect(criteriaOf({ category: [...JOB_CATEGORIES, 'Writing'] }).filters.categories).toEqual([...JOB_CATEGORIES]);
  });

  it('treats false and empty values as no filter', () => {
    expect(
      criteriaOf({ remote: 'false', flexible: '', category: '', salaryType: '', postedWithinDays: ' ' }).filters,
    ).toEqual(NO_FILTERS);
  });

  it('ignores parameters it does not know', () => {
    expect(criteriaOf({ utm_source: 'newsletter' })).toEqual(criteriaOf({}));
  });

  it.each([
    ['category', { category: 'Astrology' }, JOB_SEARCH_MESSAGES.categoryInvalid],
    ['category', { category: ['Writing', 'writing'] }, JOB_SEARCH_MESSAGES.categoryInvalid],
    ['jobType', { jobType: 'full-time' }, JOB_SEARCH_MESSAGES.jobTypeInvalid],
    ['experienceLevel', { experienceLevel: 'junior' }, JOB_SEARCH_MESSAGES.experienceLevelInvalid],
    ['salaryType', { salaryType: 'weekly' }, JOB_SEARCH_MESSAGES.salaryTypeInvalid],
    ['salaryType', { salaryType: ['hourly', 'yearly'] }, JOB_SEARCH_MESSAGES.single],
    ['salaryMin', { salaryType: 'yearly', salaryMin: 'lots' }, JOB_SEARCH_MESSAGES.salaryMinInvalid],
    ['salaryMin', { salaryType: 'yearly', salaryMin: '0' }, JOB_SEARCH_MESSAGES.salaryMinInvalid],
    ['salaryMin', { salaryType: 'yearly', salaryMin: '1000001' }, JOB_SEARCH_MESSAGES.salaryMinInvalid],
    ['salaryMin', { salaryType: 'yearly', salaryMin: '1e5' }, JOB_SEARCH_MESSAGES.salaryMinInvalid],
    ['salaryMin', { salaryType: 'hourly', salaryMin: '20.125' }, JOB_SEARCH_MESSAGES.salaryMinInvalid],
    ['salaryMin', { salaryMin: '50000' }, JOB_SEARCH_MESSAGES.salaryMinNeedsType],
    ['remote', { remote: 'yes' }, JOB_SEARCH_MESSAGES.booleanInvalid],
    ['flexible', { flexible: '1' }, JOB_SEARCH_MESSAGES.booleanInvalid],
    ['postedWithinDays', { postedWithinDays: '0' }, JOB_SEARCH_MESSAGES.postedWithinDaysInvalid],
    ['postedWithinDays', { postedWithinDays: '366' }, JOB_SEARCH_MESSAGES.postedWithinDaysInvalid],
    ['postedWithinDays', { postedWithinDays: '2.5' }, JOB_SEARCH_MESSAGES.postedWithinDaysInvalid],
    ['sort', { sort: 'salary' }, JOB_SEARCH_MESSAGES.sortInvalid],
    ['q', { q: 'x'.repeat(201) }, JOB_SEARCH_MESSAGES.queryTooLong],
    ['q', { q: ['writer', 'editor'] }, JOB_SEARCH_MESSAGES.single],
    ['cursor', { cursor: 'page-2' }, 'Invalid cursor'],
  ])('rejects a bad %s (%j)', (field, raw, message) => {
    expect(errorsOf(raw as RawSearchQuery)).toEqual({ [field]: [message] });
  });

  it('accepts the longest allowed search text and salary', () => {
    expect(criteriaOf({ q: 'x'.repeat(200) }).text).toHaveLength(200);
    expect(criteriaOf({ salaryType: 'yearly', salaryMin: '1000000' }).filters.salaryMin).toBe(1_000_000);
  });

  it('reports every bad parameter at once', () => {
    expect(
      Object.keys(errorsOf({ category: 'Nope', remote: 'maybe', sort: 'best', postedWithinDays: '-1' })).sort(),
    ).toEqual(['category', 'postedWithinDays', 'remote', 'sort']);
  });

  it('does not blame salaryMin for a missing type when the type itself is invalid', () => {
    expect(errorsOf({ salaryType: 'weekly', salaryMin: '500' })).toEqual({
      salaryType: [JOB_SEARCH_MESSAGES.salaryTypeInvalid],
    });
  });

  describe('hostile input', () => {
    it.each([['\u0000'], ['writer\u0000'], ['\u001B[31m'], ['\u007F'], ['\u0085'], ['bad \uD800 half']])(
      'refuses control characters in the search text (%j)',
      (q) => {
        expect(errorsOf({ q })).toEqual({ q: [TEXT_MESSAGES.forbiddenCharacters] });
      },
    );

    it('takes zero-width-only search text as no text', () => {
      expect(criteriaOf({ q: '\u200B\u200C\u2060\uFEFF' }).text).toBeNull();
    });

    it.each(['1e308', '0x10', '7.0', ' 7', '7 ', '+7', '-7', '\t7'])(
      'refuses postedWithinDays %j',
      (postedWithinDays) => {
        expect(errorsOf({ postedWithinDays })).toEqual({
          postedWithinDays: [JOB_SEARCH_MESSAGES.postedWithinDaysInvalid],
        });
      },
    );

    it.each(['1e308', '0x10', ' 5000', '+5000', '5000 ', 'Infinity'])('refuses salaryMin %j', (salaryMin) => {
      expect(errorsOf({ salaryType: 'yearly', salaryMin })).toEqual({
        salaryMin: [JOB_SEARCH_MESSAGES.salaryMinInvalid],
      });
    });
  });

  describe('cursor', () => {
    it('takes a newest-first cursor for a newest-first search', () => {
      expect(criteriaOf({ cursor: newestCursor }).after).toEqual({ sort: 'newest', postedAt: AT, id: ID });
      expect(criteriaOf({ q: 'writer', sort: 'newest', cursor: newestCursor }).after).toEqual({
        sort: 'newest',
        postedAt: AT,
        id: ID,
      });
    });

    it('takes a relevance cursor for a relevance search', () => {
      expect(criteriaOf({ q: 'writer', cursor: relevanceCursor }).after).toEqual({
        sort: 'relevance',
        tier: 2,
        postedAt: AT,
        id: ID,
      });
    });

    it.each([
      ['a relevance cursor without words (newest first)', { cursor: relevanceCursor }],
      ['a relevance cursor for a newest-first search', { q: 'writer', sort: 'newest', cursor: relevanceCursor }],
      ['a newest-first cursor for a relevance search', { q: 'writer', cursor: newestCursor }],
    ])('rejects %s: it would skip or repeat jobs', (_label, raw) => {
      expect(errorsOf(raw)).toEqual({ cursor: ['Invalid cursor'] });
    });
  });
});
