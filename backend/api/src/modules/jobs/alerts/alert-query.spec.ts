import { JOB_SEARCH_MESSAGES } from '@marketplace/contracts';
import { alertLabel, rawQueryOf, readAlertQuery } from './alert-query';

describe('rawQueryOf', () => {
  it('turns repeated parameters into arrays, as the HTTP layer does', () => {
    expect(rawQueryOf('?category=Design&category=Writing&q=x')).toEqual({ category: ['Design', 'Writing'], q: 'x' });
  });
});

describe('readAlertQuery', () => {
  it('validates with the search rules and gives the canonical query (contracts list order) without cursor and sort', () => {
    expect(readAlertQuery('remote=true&category=Writing&category=Design&q=  ux  writer &sort=newest&cursor=zzz')).toEqual({
      ok: true,
      query: 'q=ux+writer&category=Writing&category=Design&remote=true',
      label: '"ux writer" · Writing · Design · Remote',
    });
  });

  it('answers the field errors of an invalid search', () => {
    expect(readAlertQuery('salaryMin=5000')).toEqual({ ok: false, fieldErrors: { salaryMin: [JOB_SEARCH_MESSAGES.salaryMinNeedsType] } });
  });

  it('accepts the empty search (every new job)', () => {
    expect(readAlertQuery('')).toEqual({ ok: true, query: '', label: 'All jobs' });
  });
});

describe('alertLabel', () => {
  it('names every filter readably', () => {
    expect(alertLabel({ jobType: ['PART_TIME'], experienceLevel: ['senior'], salaryType: 'hourly', salaryMin: 40, flexible: true, postedWithinDays: 7 })).toBe(
      'Part-time · Senior (5+ years) · $40+ hourly · Flexible Hours · Posted within 7 days',
    );
  });
});
