import { JOB_SEARCH_MESSAGES } from '@marketplace/contracts';
import { alertLabel, alertSearchKey, rawQueryOf, readAlertQuery } from './alert-query';

describe('rawQueryOf', () => {
  it('turns repeated parameters into arrays, as the HTTP layer does', () => {
    expect(rawQueryOf('?category=Design&category=Writing&q=x')).toEqual({ category: ['Design', 'Writing'], q: 'x' });
  });
});

describe('readAlertQuery', () => {
  it('validates with the search rules and gives the canonical query (contracts list order) without cursor and sort', () => {
    expect(
      readAlertQuery('remote=true&category=Writing&category=Design&q=  ux  writer &sort=newest&cursor=zzz'),
    ).toEqual({
      ok: true,
      query: 'q=ux+writer&category=Writing&category=Design&remote=true',
      label: '"ux writer" · Writing · Design · Remote',
    });
  });

  it('answers the field errors of an invalid search', () => {
    expect(readAlertQuery('salaryMin=5000')).toEqual({
      ok: false,
      fieldErrors: { salaryMin: [JOB_SEARCH_MESSAGES.salaryMinNeedsType] },
    });
  });

  it('accepts the empty search (every new job)', () => {
    expect(readAlertQuery('')).toEqual({ ok: true, query: '', label: 'All jobs' });
  });
});

describe('alertLabel', () => {
  it('names every filter readably', () => {
    expect(
      alertLabel({
        jobType: ['PART_TIME'],
        experienceLevel: ['senior'],
        salaryType: 'hourly',
        salaryMin: 40,
        flexible: true,
        postedWithinDays: 7,
      }),
    ).toBe('Part-time · Senior (5+ years) · $40+ hourly · Flexible Hours · Posted within 7 days');
  });
});

describe('alertSearchKey (what makes two saved searches the same)', () => {
  it('ignores parameter order, repeated values, paging, sort, and the case and spacing of the keywords', () => {
    const key = alertSearchKey('q=UX  Writer&category=Design&remote=true');
    expect(alertSearchKey('?remote=true&category=Design&category=Design&q=ux%20writer&sort=newest&cursor=abc')).toBe(
      key,
    );
    expect(alertSearchKey('q=%20ux%20%20WRITER%20&category=Design&remote=true')).toBe(key);
  });

  it('tells different searches apart', () => {
    const key = alertSearchKey('q=writer&remote=true');
    expect(alertSearchKey('q=writer')).not.toBe(key);
    expect(alertSearchKey('q=writers&remote=true')).not.toBe(key);
    expect(alertSearchKey('q=writer&remote=true&flexible=true')).not.toBe(key);
  });

  it('compares a stored query that no longer reads as stored', () => {
    expect(alertSearchKey('category=Nope')).toBe('category=Nope');
  });
});
