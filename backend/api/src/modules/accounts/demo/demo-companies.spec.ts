import { slugify } from '../../../core/text/slugify';
import { buildDemoCompanies, monogramLogo } from './demo-companies';

describe('demo companies', () => {
  const companies = buildDemoCompanies();

  it('are at least 21 distinct employers with stable ids and slugs', () => {
    expect(companies.length).toBeGreaterThanOrEqual(21);
    expect(new Set(companies.map((c) => c.slug)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.id)).size).toBe(companies.length);
    expect(buildDemoCompanies()).toEqual(companies);
  });

  it('slugify names for URLs', () => {
    expect(slugify('Harbor & Pine Accounting')).toBe('harbor-and-pine-accounting');
    expect(slugify('Evergreen Engineering Co.')).toBe('evergreen-engineering-co');
  });

  it('get an offline monogram logo', () => {
    const logo = monogramLogo('Harbor & Pine Accounting', '#2f5d50');
    expect(logo.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(logo)).toContain('>HP</text>');
  });
});
