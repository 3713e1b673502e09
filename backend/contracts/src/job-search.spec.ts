import { jobSearchQueryString } from './job-search';

describe('jobSearchQueryString', () => {
  it('is empty for an empty search', () => {
    expect(jobSearchQueryString({})).toBe('');
    expect(jobSearchQueryString({ q: '   ', category: [], remote: false, flexible: false })).toBe('');
  });

  it('repeats list parameters, in the contract order and once each, so equal searches give equal URLs', () => {
    const a = jobSearchQueryString({ category: ['Writing', 'Administrative', 'Writing'], experienceLevel: ['lead', 'entry'] });
    const b = jobSearchQueryString({ experienceLevel: ['entry', 'lead'], category: ['Administrative', 'Writing'] });
    expect(a).toBe('category=Administrative&category=Writing&experienceLevel=entry&experienceLevel=lead');
    expect(b).toBe(a);
  });

  it('encodes every parameter the API reads', () => {
    const query = new URLSearchParams(
      jobSearchQueryString({
        q: ' remote writer ',
        category: ['Education & Training'],
        jobType: ['PART_TIME'],
        salaryType: 'hourly',
        salaryMin: 25,
        remote: true,
        flexible: true,
        postedWithinDays: 7,
        sort: 'newest',
        cursor: 'abc_-',
      }),
    );
    expect([...query.entries()]).toEqual([
      ['q', 'remote writer'],
      ['category', 'Education & Training'],
      ['jobType', 'PART_TIME'],
      ['salaryType', 'hourly'],
      ['salaryMin', '25'],
      ['remote', 'true'],
      ['flexible', 'true'],
      ['postedWithinDays', '7'],
      ['sort', 'newest'],
      ['cursor', 'abc_-'],
    ]);
  });
});
