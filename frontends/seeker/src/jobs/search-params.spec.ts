import { activeFilterCount, parseJobSearch } from './search-params';

const count = (query: string) => activeFilterCount(parseJobSearch(new URLSearchParams(query)));

describe('activeFilterCount', () => {
  it('is zero without filters, whatever the keyword and sort', () => {
    expect(count('')).toBe(0);
    expect(count('q=bookkeeper&sort=newest')).toBe(0);
  });

  it('counts each filter field that has a value', () => {
    expect(count('category=Accounting')).toBe(1);
    expect(count('category=Accounting&remote=true&flexible=true')).toBe(3);
    expect(count('salaryType=hourly&salaryMin=20&postedWithinDays=7&experienceLevel=entry')).toBe(4);
  });

  it('counts a field with several values once', () => {
    expect(count('jobType=FULL_TIME&jobType=PERMANENT')).toBe(1);
  });

  it('ignores values the search drops (unknown category, pay without its period)', () => {
    expect(count('category=Nope&salaryMin=20&remote=yes')).toBe(0);
  });
});
