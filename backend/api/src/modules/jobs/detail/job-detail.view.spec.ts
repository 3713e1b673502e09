import { PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import type { Actor, ActorUser } from '../../../core/auth/actor';
import type { Job } from '../entities/job.entity';
import { closedReasonOf, seesRealCompany, toJobDetail } from './job-detail.view';

const NOW = new Date('2026-11-21T09:00:00Z');

function user(role: ActorUser['role']): ActorUser {
  return { id: `${role}-id`, role, email: `${role}@example.com`, name: String(role), companyId: null };
}
function actor(role: ActorUser['role'], impersonating?: ActorUser['role']): Actor {
  const real = user(role);
  return {
    realUser: real,
    user: impersonating ? user(impersonating) : real,
    impersonation: impersonating ? { id: 'imp', adminId: real.id } : null,
    session: { id: 's', signedInAt: NOW },
  };
}

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Brand Designer',
    description: 'A long description. '.repeat(20),
    requirements: 'Requirements text that is long enough to count.',
    salaryMin: 70000,
    salaryMax: 90000,
    salaryType: 'yearly',
    location: 'Austin, TX',
    jobType: 'PART_TIME',
    experienceLevel: 'senior',
    category: 'Design',
    skills: ['Figma'],
    benefits: null,
    applicationDeadline: null,
    website: 'https://brand.example',
    linkedinProfile: 'https://www.linkedin.com/company/brand',
    contactPhone: '(555) 010-2007',
    isCompanyPrivate: true,
    isFlexible: false,
    status: 'approved',
    postedAt: new Date('2026-11-20T09:00:00Z'),
    expiresAt: new Date('2026-12-20T09:00:00Z'),
    isRemote: false,
    ...overrides,
  } as Job;
}

const company = { name: 'Brand Co', logoUrl: 'https://cdn.example/brand.svg' };

describe('seesRealCompany', () => {
  it('is true only for admins acting as themselves', () => {
    expect(seesRealCompany(actor('admin'))).toBe(true);
    expect(seesRealCompany(actor('admin', 'seeker'))).toBe(false);
    expect(seesRealCompany(actor('seeker'))).toBe(false);
    expect(seesRealCompany(actor('employer'))).toBe(false);
    expect(seesRealCompany(null)).toBe(false);
  });
});

describe('closedReasonOf', () => {
  it('names closed statuses and treats a live job past its end as expired', () => {
    expect(closedReasonOf(job(), NOW)).toBeNull();
    expect(closedReasonOf(job({ expiresAt: new Date('2026-11-21T08:59:59Z') }), NOW)).toBe('expired');
    expect(closedReasonOf(job({ status: 'filled' }), NOW)).toBe('filled');
    expect(closedReasonOf(job({ status: 'archived' }), NOW)).toBe('archived');
  });
});

describe('toJobDetail', () => {
  const options = { publicUrl: 'https://nestwork.example', now: NOW };

  it('hides a private company, its logo, website and LinkedIn from non-admins', () => {
    const detail = toJobDetail(job(), company, { ...options, revealCompany: false });
    expect(detail).toMatchObject({
      company: PRIVATE_COMPANY_NAME,
      companyLogoUrl: null,
      website: null,
      linkedinProfile: null,
      contactPhone: '(555) 010-2007',
    });
  });

  it('shows the real company to admins', () => {
    expect(toJobDetail(job(), company, { ...options, revealCompany: true })).toMatchObject({
      company: 'Brand Co',
      companyLogoUrl: company.logoUrl,
      website: 'https://brand.example',
    });
  });

  it('keeps the full description and links the public page', () => {
    const detail = toJobDetail(job({ isCompanyPrivate: false }), company, { ...options, revealCompany: false });
    expect(detail.description).toBe(job().description);
    expect(detail.publicUrl).toBe('https://nestwork.example/jobs/11111111-1111-4111-8111-111111111111-brand-designer');
    expect(detail).toMatchObject({ company: 'Brand Co', type: 'part-time', isOpen: true, closedReason: null });
  });

  it('refuses incomplete (draft) jobs', () => {
    expect(() => toJobDetail(job({ category: null }), company, { ...options, revealCompany: false })).toThrow(
      /incomplete/,
    );
  });
});
