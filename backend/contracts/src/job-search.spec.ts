import { formatJobCount, jobSearchQueryString } from './job-search';

describe('jobSearchQueryString', () => {
  it('is empty for an empty search', () => {
    expect(jobSearchQueryString({})).toBe('');
    expect(jobSearchQueryString({ q: '   ', category: [], remote: false, flexible: false })).toBe('');
  });

  it('repeats list parameters, in the contract order and once each, so equal searches give equal URLs', () => {
    const a = jobSearchQueryString({
      category: ['Writing', 'Administrative', 'Writing'],
      experienceLevel: ['lead', 'entry'],
    });
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

describe('formatJobCount', () => {
  it('says how many jobs a search matches as people read it', () => {
    expect(formatJobCount({ total: 0, totalIsCapped: false })).toBe('0 jobs');
    expect(formatJobCount({ total: 1, totalIsCapped: false })).toBe('1 job');
    expect(formatJobCount({ total: 1_240, totalIsCapped: false })).toBe('1,240 jobs');
    expect(formatJobCount({ total: 10_000, totalIsCapped: true })).toBe('10,000+ jobs');
  });
});
