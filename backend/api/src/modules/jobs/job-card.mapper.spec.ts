import { PRIVATE_COMPANY_NAME, formatPay } from '@marketplace/contracts';
import { CARD_DESCRIPTION_MAX, companyOnCard, excerpt, toJobCard } from './job-card.mapper';
import type { JobFeedRow } from './job-card.query';

const row: JobFeedRow = {
  id: '0b7f6f1e-2f4d-5c8a-9b1e-3d2c1a0f9e8d',
  title: 'Remote Bookkeeper',
  description:
    'Riverbend Bookkeeping is hiring a Bookkeeper to join our fully remote team.\n\nWhat you will do:\n- Reconcile accounts.',
  location: 'Remote',
  salary_min: 24,
  salary_max: 32.5,
  salary_type: 'hourly',
  posted_at: new Date('2026-11-20T09:30:00.000Z'),
  job_type: 'TEMPORARY',
  category: 'Bookkeeping',
  skills: ['QuickBooks Online', 'Xero', 'Payroll', 'Sales Tax', 'Invoicing'],
  is_flexible: true,
  is_featured: false,
  status: 'approved',
  is_company_private: false,
  company_name: 'Riverbend Bookkeeping',
  company_logo_url: 'https://cdn.example/logos/riverbend.svg',
};

describe('toJobCard', () => {
  it('maps a feed row to the job-card shape', () => {
    expect(toJobCard(row)).toEqual({
      id: row.id,
      title: 'Remote Bookkeeper',
      company: 'Riverbend Bookkeeping',
      companyLogoUrl: 'https://cdn.example/logos/riverbend.svg',
      location: 'Remote',
      payRange: { min: 24, max: 32.5, text: null },
      salaryType: 'hourly',
      postedDate: '2026-11-20T09:30:00.000Z',
      description:
        'Riverbend Bookkeeping is hiring a Bookkeeper to join our fully remote team. What you will do: - Reconcile accounts.',
      type: 'project',
      category: 'Bookkeeping',
      skills: ['QuickBooks Online', 'Xero', 'Payroll', 'Sales Tax', 'Invoicing'],
      isFlexible: true,
      isFilled: false,
      isArchived: false,
      isFeatured: false,
      applicationStatus: { hasApplied: false, status: null },
    });
    expect(toJobCard({ ...row, is_featured: true }).isFeatured).toBe(true);
    // A featured job that was filled keeps its flag in the table, but is not featured any more.
    expect(toJobCard({ ...row, is_featured: true, status: 'filled' }).isFeatured).toBe(false);
    expect(formatPay(toJobCard(row).payRange, toJobCard(row).salaryType)).toBe('$24 - $32.50/hr');
  });

  it('hides the company name and logo of a private company', () => {
    const card = toJobCard({ ...row, is_company_private: true });
    expect(card.company).toBe(PRIVATE_COMPANY_NAME);
    expect(card.companyLogoUrl).toBeNull();
    expect(card.title).toBe(row.title);
  });

  it.each([
    ['FULL_TIME', 'full-time'],
    ['PERMANENT', 'full-time'],
    ['PART_TIME', 'part-time'],
    ['TEMPORARY', 'project'],
  ] as const)('shows job type %s as the %s badge', (jobType, badge) => {
    expect(toJobCard({ ...row, job_type: jobType }).type).toBe(badge);
  });

  it('reads the posting time whether the driver returns a Date or text', () => {
    expect(toJobCard({ ...row, posted_at: '2026-11-20 09:30:00+00' }).postedDate).toBe('2026-11-20T09:30:00.000Z');
    expect(toJobCard({ ...row, posted_at: null }).postedDate).toBeNull();
  });

  it('shows Remote for a blank location and keeps a city', () => {
    expect(toJobCard({ ...row, location: '  ' }).location).toBe('Remote');
    expect(toJobCard({ ...row, location: 'Austin, TX' }).location).toBe('Austin, TX');
  });

  it('flags filled and archived postings', () => {
    expect(toJobCard({ ...row, status: 'filled' })).toMatchObject({ isFilled: true, isArchived: false });
    expect(toJobCard({ ...row, status: 'archived' })).toMatchObject({ isFilled: false, isArchived: true });
  });
});

describe('companyOnCard', () => {
  const company = { company_name: 'Riverbend Bookkeeping', company_logo_url: 'https://cdn.example/r.svg' };

  it('hides a private company and its logo unless the viewer sees real companies', () => {
    expect(companyOnCard({ ...company, is_company_private: true })).toEqual({
      company: PRIVATE_COMPANY_NAME,
      companyLogoUrl: null,
    });
    expect(companyOnCard({ ...company, is_company_private: true }, true)).toEqual({
      company: 'Riverbend Bookkeeping',
      companyLogoUrl: 'https://cdn.example/r.svg',
    });
    expect(companyOnCard({ ...company, is_company_private: false })).toEqual({
      company: 'Riverbend Bookkeeping',
      companyLogoUrl: 'https://cdn.example/r.svg',
    });
  });
});

describe('excerpt', () => {
  it('keeps short text whole, with whitespace collapsed', () => {
    expect(excerpt('  Two\n\nlines  ')).toBe('Two lines');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'Plan and publish content across Instagram, Facebook, LinkedIn and TikTok. '.repeat(10);
    const result = excerpt(text);
    expect(result.length).toBeLessThanOrEqual(CARD_DESCRIPTION_MAX);
    expect(result.endsWith('…')).toBe(true);
    expect(text.replace(/\s+/g, ' ').startsWith(result.slice(0, -1))).toBe(true);
    expect(result.slice(0, -1)).not.toMatch(/[\s,.]$/);
  });
});
