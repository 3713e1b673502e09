import type { JobDetail } from '@marketplace/contracts';
import { escapeHtml, jobPostingJsonLd, jsonForScript, remoteApplicantLocation, renderJobPage, renderRobots, renderSitemap } from './public-job-page.html';
import { parseJobPath } from './public-pages.service';

const ID = '11111111-1111-4111-8111-111111111111';

function detail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: ID,
    title: 'Bookkeeper',
    company: 'Ledger & Co',
    companyLogoUrl: null,
    location: 'Remote (Canada)',
    payRange: { min: 50000, max: null, text: null },
    salaryType: 'yearly',
    postedDate: '2026-11-20T09:00:00.000Z',
    description: 'Keep the books.\n\nSecond paragraph.',
    type: 'full-time',
    category: 'Accounting',
    skills: [],
    isFlexible: false,
    isFilled: false,
    isArchived: false,
    applicationStatus: { hasApplied: false, status: null },
    requirements: '',
    benefits: null,
    applicationDeadline: '2026-12-01',
    jobType: 'PERMANENT',
    experienceLevel: 'entry',
    website: null,
    linkedinProfile: null,
    contactPhone: null,
    isCompanyPrivate: false,
    isRemote: true,
    status: 'approved',
    isOpen: true,
    closedReason: null,
    expiresAt: '2026-12-20T09:00:00.000Z',
    publicUrl: `https://x.example/jobs/${ID}-bookkeeper`,
    ...overrides,
  } as JobDetail;
}

describe('escaping', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON-LD from closing its script block', () => {
    const text = jsonForScript({ title: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><!-- & \u2028' });
  });
});

describe('jobPostingJsonLd', () => {
  it('uses the earlier of listing end and application deadline for validThrough', () => {
    expect(jobPostingJsonLd(detail(), 'u').validThrough).toBe('2026-12-01T23:59:59.000Z');
    expect(jobPostingJsonLd(detail({ applicationDeadline: null }), 'u').validThrough).toBe('2026-12-20T09:00:00.000Z');
  });

  it('maps permanent jobs to FULL_TIME and a minimum-only salary', () => {
    const jsonLd = jobPostingJsonLd(detail(), 'u');
    expect(jsonLd.employmentType).toBe('FULL_TIME');
    expect(jsonLd.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 50000, unitText: 'YEAR' } });
    expect(jsonLd.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Canada' });
  });

  it('leaves baseSalary out when there is no pay', () => {
    expect(jobPostingJsonLd(detail({ payRange: { min: null, max: null, text: null } }), 'u').baseSalary).toBeUndefined();
  });
});

describe('remoteApplicantLocation', () => {
  it('reads the place after "Remote", else the US', () => {
    expect(remoteApplicantLocation('Remote')).toBe('US');
    expect(remoteApplicantLocation('Remote - United Kingdom')).toBe('United Kingdom');
    expect(remoteApplicantLocation('')).toBe('US');
  });
});

describe('renderJobPage', () => {
  it('names the job type as the seeker screens do and writes the deadline as people read it', () => {
    const html = renderJobPage(detail(), `https://x.example/jobs/${ID}-bookkeeper`, new Date('2026-11-21T00:00:00Z'));
    expect(html).toContain('Full-time (permanent)');
    expect(html).toContain('<p>Apply by Dec 1, 2026</p>');
  });

  it('splits paragraphs and links the app', () => {
    const html = renderJobPage(detail(), `https://x.example/jobs/${ID}-bookkeeper`, new Date('2026-11-21T00:00:00Z'));
    expect(html).toContain('<p>Keep the books.</p>\n<p>Second paragraph.</p>');
    expect(html).toContain(`<a class="apply" href="/seeker/jobs/${ID}">View and apply on Nestwork</a>`);
    expect(html).toContain('© 2026 Nestwork. All rights reserved.');
  });
});

describe('parseJobPath', () => {
  it('splits the id and the slug, and refuses anything else', () => {
    expect(parseJobPath(`${ID}-book-keeper`)).toEqual({ id: ID, slug: 'book-keeper' });
    expect(parseJobPath(ID)).toEqual({ id: ID, slug: '' });
    expect(parseJobPath(`${ID}x`)).toBeNull();
    expect(parseJobPath('bookkeeper')).toBeNull();
  });
});

describe('sitemap and robots', () => {
  it('escapes URLs in the sitemap', () => {
    expect(renderSitemap([{ loc: 'https://x.example/jobs/a&b', lastmod: new Date('2026-11-21T00:00:00Z') }])).toContain(
      '<url><loc>https://x.example/jobs/a&amp;b</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>',
    );
  });

  it('points robots at the sitemap', () => {
    expect(renderRobots('https://x.example')).toMatch(/Sitemap: https:\/\/x\.example\/sitemap\.xml\n$/);
  });
});
