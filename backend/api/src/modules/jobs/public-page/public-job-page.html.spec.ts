import { FOOTER_TEXT, type JobDetail } from '@marketplace/contracts';
import { SITE_COLORS } from '../../../core/static/site-identity';
import {
  escapeHtml,
  jobPostingJsonLd,
  jsonForScript,
  remoteApplicantLocation,
  renderJobPage,
  renderNotFoundPage,
  renderRobots,
  renderSitemap,
  STYLE,
} from './public-job-page.html';
import type { SimilarJob } from './public-pages.mapper';
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
    expect(jsonLd.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 50000, unitText: 'YEAR' },
    });
    expect(jsonLd.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Canada' });
  });

  it('leaves baseSalary out when there is no pay', () => {
    expect(
      jobPostingJsonLd(detail({ payRange: { min: null, max: null, text: null } }), 'u').baseSalary,
    ).toBeUndefined();
  });
});

describe('remoteApplicantLocation', () => {
  it('reads the place after "Remote", else the US', () => {
    expect(remoteApplicantLocation('Remote')).toBe('US');
    expect(remoteApplicantLocation('Remote - United Kingdom')).toBe('United Kingdom');
    expect(remoteApplicantLocation('')).toBe('US');
  });
});

const URL = `https://x.example/jobs/${ID}-bookkeeper`;
const NOW = new Date('2026-11-21T00:00:00Z');
const SITE = { supportEmail: 'help@nestwork.example', supportPhone: '+1 (555) 010-2007' };
const SIMILAR: SimilarJob[] = [
  {
    title: 'Payroll <Clerk>',
    company: 'Numbers & Co',
    location: 'Remote',
    path: '/jobs/33333333-3333-4333-8333-333333333333-payroll-clerk',
  },
  {
    title: 'Accounts Assistant',
    company: 'Private Company',
    location: 'Austin, TX',
    path: '/jobs/44444444-4444-4444-8444-444444444444-accounts-assistant',
  },
];

function page(overrides: Partial<JobDetail> = {}, similarJobs: SimilarJob[] = []): string {
  return renderJobPage(detail(overrides), URL, NOW, { site: SITE, similarJobs });
}

/** The text of the first element matching `pattern` (a regular expression over the HTML). */
function part(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no match for ${pattern}`);
  return match[0];
}

describe('renderJobPage', () => {
  it('names the job type as the seeker screens do and writes the deadline as people read it', () => {
    const html = page();
    expect(html).toContain('Permanent');
    expect(html).toContain('<p>Apply by Dec 1, 2026</p>');
  });

  it('splits paragraphs', () => {
    expect(page()).toContain('<p>Keep the books.</p>\n<p>Second paragraph.</p>');
  });

  it("has the app's header: logo and the main links a visitor sees", () => {
    const header = part(page(), /<header class="site-header">[\s\S]*?<\/header>/);
    expect(header).toContain('<a class="brand" href="/">Nestwork</a>');
    expect([...header.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['/jobs', 'Find jobs'],
      ['/employers', 'For employers'],
      ['/sign-in', 'Sign In'],
      ['/sign-up', 'Sign Up'],
    ]);
    expect(header).toContain('<nav aria-label="Main">');
    // On phones the links fold behind a Menu that needs no script, as the app's header does.
    expect(header).toContain('<details class="menu"><summary class="button">Menu</summary></details>');
    expect(STYLE).toMatch(
      /@media \(max-width:767\.98px\)\{[^]*\.bar>nav\{display:none[^]*\.menu\[open\]\+nav\{display:block\}/,
    );
    expect(STYLE).toContain('.menu{display:none}');
  });

  it("has the app's footer with the contracts' texts and the support contacts", () => {
    const footer = part(page(), /<footer class="site-footer">[\s\S]*?<\/footer>/);
    for (const text of [
      FOOTER_TEXT.tagline,
      FOOTER_TEXT.families,
      FOOTER_TEXT.remoteFirst,
      FOOTER_TEXT.soc2,
      FOOTER_TEXT.gdpr,
      FOOTER_TEXT.copyright(2026),
    ]) {
      expect(footer).toContain(`>${text}<`);
    }
    expect(footer).toContain('<a href="mailto:help@nestwork.example">help@nestwork.example</a>');
    expect(footer).toContain('<a href="tel:+15550102007">+1 (555) 010-2007</a>');
  });

  it('escapes the support contacts', () => {
    const html = renderJobPage(detail(), URL, NOW, { site: { supportEmail: 'a"<b>@x.example', supportPhone: '<1>' } });
    expect(html).toContain('mailto:a&quot;&lt;b&gt;@x.example');
    expect(html).not.toContain('<b>');
  });

  it('links the favicon and the manifest', () => {
    const html = page();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('puts apply, save and share right under the title for a live job', () => {
    const html = page();
    const actions = part(html, /<div class="actions"[\s\S]*?<\/div>/);
    expect(html.indexOf(actions)).toBeLessThan(html.indexOf('<h2>About the job</h2>'));
    expect(html.indexOf('<h1>')).toBeLessThan(html.indexOf(actions));
    expect(actions).toContain(`<a class="button primary" href="/seeker/jobs/${ID}?intent=apply%3A${ID}">Apply Now</a>`);
    expect(actions).toContain(`<a class="button" href="/seeker/jobs/${ID}?intent=save%3A${ID}">Save job</a>`);
    expect(actions).toContain('<summary class="button">Share</summary>');
    expect(actions).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL)}"`);
    expect(actions).toContain(`href="mailto:?subject=Bookkeeper&amp;body=${encodeURIComponent(URL)}"`);
  });

  it('escapes the title in the share links', () => {
    const actions = part(page({ title: `Chef "<b>" & Co's` }), /<div class="actions"[\s\S]*?<\/div>/);
    expect(actions).not.toMatch(/<b>|"<|Co's/);
  });

  it('keeps the actions fixed to the bottom of small screens, with room left for them', () => {
    const html = page();
    const small = part(html, /@media \(max-width:767\.98px\)\{[\s\S]*?\n\}/);
    expect(small).toMatch(/\.actions\{position:fixed;left:0;right:0;bottom:0;/);
    expect(small).toContain('body{padding-bottom:72px}');
  });

  it('offers no apply or save on a closed job, and lists similar live jobs, escaped', () => {
    const html = page({ closedReason: 'filled', isOpen: false, isFilled: true }, SIMILAR);
    expect(html).not.toContain('Apply Now');
    expect(html).not.toContain('Save job');
    expect(html).toContain(`<a class="button" href="/seeker/jobs/${ID}">View on Nestwork</a>`);
    const similar = part(html, /<section aria-labelledby="similar-jobs-heading">[\s\S]*?<\/section>/);
    expect(similar).toContain('<h2 id="similar-jobs-heading">Similar open jobs</h2>');
    expect(
      [...similar.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><span>([^<]+)<\/span><\/li>/g)].map((match) =>
        match.slice(1),
      ),
    ).toEqual([
      [SIMILAR[0]!.path, 'Payroll &lt;Clerk&gt;', 'Numbers &amp; Co · Remote'],
      [SIMILAR[1]!.path, 'Accounts Assistant', 'Private Company · Austin, TX'],
    ]);
  });

  it('says so when no similar job is open, and lists none on a live job', () => {
    expect(page({ closedReason: 'expired', isOpen: false }, [])).toContain(
      'There are no open jobs like this one right now.',
    );
    expect(page({}, SIMILAR)).not.toContain('similar-jobs-heading');
  });

  it('draws the footer in colours that reach 4.5:1', () => {
    const html = page();
    expect(html).toContain(
      `.site-footer{margin-top:40px;background:${SITE_COLORS.footerBackground};color:${SITE_COLORS.footerText};`,
    );
    expect(html).toContain(`.site-footer a{color:${SITE_COLORS.footerLink}}`);
    expect(html).not.toContain('#7b8794');
  });
});

describe('renderNotFoundPage', () => {
  it('keeps the header and footer', () => {
    const html = renderNotFoundPage(NOW, SITE);
    expect(html).toContain('<h1>Job not found</h1>');
    expect(html).toContain('<nav aria-label="Main">');
    expect(html).toContain(FOOTER_TEXT.copyright(2026));
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
