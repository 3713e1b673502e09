import {
  EXPERIENCE_LEVEL_LABELS,
  FOOTER_TEXT,
  formatDate,
  formatPay,
  JOB_TYPE_LABELS,
  type JobDetail,
  type JobType,
  type SalaryType,
  type SiteConfig,
} from '@marketplace/contracts';
import {
  FAVICON_CONTENT_TYPE,
  FAVICON_PATH,
  MANIFEST_PATH,
  SITE_COLORS,
  SITE_NAME,
} from '../../../core/static/site-identity';
import type { SimilarJob } from './public-pages.mapper';

/**
 * Server-rendered public job pages, the sitemap and robots.txt. Crawlers and link previews do not
 * run scripts, so title, description, canonical link, Open Graph tags and the schema.org
 * JobPosting JSON-LD are in the HTML itself, and the job reads fine without JavaScript.
 * Everything from users (titles, descriptions, company names) is escaped.
 */

const META_DESCRIPTION_MAX = 160;

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` (so no `</script>` or `<!--` can end
 * or alter the block), `>`, `&` and the JS line separators are written as \\u escapes.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function summary(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Paragraphs from plain text: blank lines split paragraphs, single newlines become <br>. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

const EMPLOYMENT_TYPE: Record<JobType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  PERMANENT: 'FULL_TIME',
  TEMPORARY: 'TEMPORARY',
};
const SALARY_UNIT: Record<SalaryType, string> = { yearly: 'YEAR', monthly: 'MONTH', hourly: 'HOUR' };

/** Pay, phone formats and currency are US; remote jobs are open to applicants in the US unless the location names a country. */
export const DEFAULT_COUNTRY = 'US';

/** "Remote (Canada)", "Remote - UK": the place named after "Remote", else the default country. */
export function remoteApplicantLocation(location: string): string {
  const named = location.replace(/^\s*remote\b/i, '').replace(/^[\s,:;()\-–—]+|[\s()]+$/g, '');
  return named || DEFAULT_COUNTRY;
}

/**
 * The company logo as an absolute http(s) address for crawlers (Open Graph, JSON-LD): uploaded
 * logos have a path on this site; inline (data:) logos have none to give.
 */
export function absoluteLogoUrl(job: JobDetail, canonicalUrl: string): string | null {
  if (!job.companyLogoUrl) return null;
  try {
    const url = new URL(job.companyLogoUrl, canonicalUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The schema.org JobPosting for a job (Google's job posting fields). */
export function jobPostingJsonLd(job: JobDetail, canonicalUrl: string): Record<string, unknown> {
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    url: canonicalUrl,
    datePosted: job.postedDate,
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    industry: job.category,
    skills: job.skills.join(', '),
    directApply: false,
  };
  const validThrough = earliest(
    job.expiresAt,
    job.applicationDeadline ? `${job.applicationDeadline}T23:59:59.000Z` : null,
  );
  if (validThrough) jsonLd.validThrough = validThrough;
  if (!job.isCompanyPrivate) {
    const logo = absoluteLogoUrl(job, canonicalUrl);
    jsonLd.hiringOrganization = {
      '@type': 'Organization',
      name: job.company,
      ...(job.website ? { sameAs: job.website } : {}),
      ...(logo ? { logo } : {}),
    };
  }
  if (job.payRange.min !== null || job.payRange.max !== null) {
    jsonLd.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.payRange.min !== null ? { minValue: job.payRange.min } : {}),
        ...(job.payRange.max !== null ? { maxValue: job.payRange.max } : {}),
        unitText: SALARY_UNIT[job.salaryType],
      },
    };
  }
  if (job.isRemote) {
    jsonLd.jobLocationType = 'TELECOMMUTE';
    jsonLd.applicantLocationRequirements = { '@type': 'Country', name: remoteApplicantLocation(job.location) };
  } else {
    jsonLd.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: DEFAULT_COUNTRY },
    };
  }
  return jsonLd;
}

function earliest(...dates: Array<string | null>): string | null {
  const present = dates.filter((date): date is string => Boolean(date)).sort((a, b) => Date.parse(a) - Date.parse(b));
  return present[0] ?? null;
}

const CLOSED_NOTICE: Record<NonNullable<JobDetail['closedReason']>, string> = {
  expired: 'This job listing has expired and is no longer accepting applications.',
  filled: 'This position has been filled and is no longer accepting applications.',
  archived: 'This job listing has been archived and is no longer accepting applications.',
};

export function closedNotice(job: JobDetail): string | null {
  return job.closedReason ? CLOSED_NOTICE[job.closedReason] : null;
}

const C = SITE_COLORS;

/**
 * The page's CSS, from SITE_COLORS only. Header and footer copy the app's Layout and Footer
 * (frontends/shell/src/app). Below 768 px the actions bar is fixed to the bottom of the screen
 * (`sticky` would not do: the bar sits near the top of the page, above any bottom edge), and the
 * body keeps room for it so that it never covers the footer.
 */
export const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;margin:0;color:${C.text};background:${C.background};line-height:1.55;min-height:100vh;display:flex;flex-direction:column}
a{color:${C.primary}}
:focus-visible{outline:2px solid ${C.focus};outline-offset:2px}
.skip{position:absolute;left:16px;top:-100px;padding:8px 16px;border-radius:8px;background:${C.primary};color:${C.onPrimary};font-weight:600;z-index:30}
.skip:focus{top:8px}
.site-header{background:${C.surface};border-bottom:1px solid ${C.border}}
.site-header .bar{max-width:1120px;margin:0 auto;padding:12px 24px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px}
.brand{font-weight:800;font-size:1.25rem;color:${C.text};text-decoration:none}
.nav{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;gap:16px}
.nav a{white-space:nowrap;color:${C.text};font-weight:600;text-decoration:none}
.nav a:hover{color:${C.primary};text-decoration:underline;text-underline-offset:4px}
.menu{display:none}
main{flex:1;width:100%;max-width:760px;margin:0 auto;padding:40px 24px 0}
main:focus{outline:none}
.facts{color:${C.textMuted};margin:0 0 16px}
.closed{background:${C.noticeBackground};color:${C.noticeText};border:1px solid ${C.border};padding:12px;border-radius:8px}
.logo{border-radius:12px;object-fit:contain}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 24px}
.button{display:inline-flex;align-items:center;min-height:40px;padding:8px 18px;border-radius:8px;border:1px solid ${C.border};background:${C.surface};color:${C.primary};font-weight:600;text-decoration:none;cursor:pointer;list-style:none}
.button::-webkit-details-marker{display:none}
.button.primary{background:${C.primary};border-color:${C.primary};color:${C.onPrimary}}
.button.primary:hover{background:${C.primaryHover};border-color:${C.primaryHover}}
.share{position:relative}
.share ul{position:absolute;top:100%;left:0;z-index:20;list-style:none;margin:4px 0;padding:8px;min-width:12rem;background:${C.surface};border:1px solid ${C.border};border-radius:8px}
.share li a{display:block;padding:6px 8px;color:${C.primary}}
.similar{list-style:none;padding:0;margin:0;display:grid;gap:12px}
.similar li{background:${C.surface};border:1px solid ${C.border};border-radius:8px;padding:12px 16px}
.similar a{font-weight:600}
.similar span{display:block;color:${C.textMuted};font-size:.875rem}
.site-footer{margin-top:40px;background:${C.footerBackground};color:${C.footerText};font-size:.875rem}
.site-footer a{color:${C.footerLink}}
.site-footer a:hover{color:${C.surface}}
.site-footer a:focus-visible{outline-color:${C.footerLink}}
.site-footer .cols{max-width:1120px;margin:0 auto;padding:40px 24px;display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.site-footer .col{display:flex;flex-direction:column;gap:8px}
.site-footer p,.site-footer h2{margin:0}
.site-footer h2{font-size:1rem}
.footer-brand{font-weight:700;font-size:1.25rem}
.plain{list-style:none;margin:0;padding:0;display:grid;gap:4px}
.badges{list-style:none;margin:0;padding:0;display:flex;gap:8px}
.badge{display:inline-flex;padding:2px 8px;border-radius:999px;font-size:.75rem;font-weight:600;line-height:1.6;color:${C.badgeText};background:${C.badgeBackground}}
@media (max-width:767.98px){
body{padding-bottom:72px}
.site-header .bar{padding:12px 16px}
.menu{display:block}
.bar>nav{display:none;flex-basis:100%}
.menu[open]+nav{display:block}
.nav{flex-direction:column;align-items:flex-start;gap:12px}
main{padding:24px 16px 0}
.actions{position:fixed;left:0;right:0;bottom:0;z-index:10;margin:0;padding:12px 16px;background:${C.surface};border-top:1px solid ${C.border};box-shadow:0 -2px 8px rgba(16,24,40,.08)}
.share ul{top:auto;bottom:100%;left:auto;right:0}
}`;

/** The support contacts the footer shows (server config, as GET /api/site-config gives the app). */
export type SiteContacts = SiteConfig;

/** What a page needs besides the job: the footer's contacts and, for a closed job, live jobs like it. */
export interface JobPageContext {
  site: SiteContacts;
  similarJobs?: readonly SimilarJob[];
}

/** The main links a visitor sees in the app's header (frontends/shell/src/app/Layout.tsx, signed out). */
export const HEADER_LINKS = [
  { href: '/jobs', label: 'Find jobs' },
  { href: '/employers', label: 'For employers' },
  { href: '/sign-in', label: 'Sign In' },
  { href: '/sign-up', label: 'Sign Up' },
] as const;

/** `tel:` URIs take digits and a leading + only (as the app's footer writes them). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

const MAIN_CONTENT_ID = 'main-content';

/**
 * The app's header. Below 768 px the links fold behind a Menu, as in the app; the page runs no
 * script, so Menu is a <details> whose open state shows the navigation after it (CSS only).
 */
function siteHeader(): string {
  const links = HEADER_LINKS.map((link) => `<li><a href="${link.href}">${escapeHtml(link.label)}</a></li>`).join('');
  return `<header class="site-header"><div class="bar">
<a class="brand" href="/">${SITE_NAME}</a>
<details class="menu"><summary class="button">Menu</summary></details>
<nav aria-label="Main"><ul class="nav">${links}</ul></nav>
</div></header>`;
}

/** The app's footer (frontends/shell/src/app/Footer.tsx) with the texts of contracts' FOOTER_TEXT. */
function siteFooter(site: SiteContacts, year: number): string {
  return `<footer class="site-footer"><div class="cols">
<div class="col"><p class="footer-brand">${SITE_NAME}</p><p>${escapeHtml(FOOTER_TEXT.tagline)}</p><p>${escapeHtml(FOOTER_TEXT.families)}</p></div>
<section class="col" aria-labelledby="footer-support-heading"><h2 id="footer-support-heading">Support</h2>
<ul class="plain"><li>Email: <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a></li><li>Phone: <a href="${escapeHtml(telHref(site.supportPhone))}">${escapeHtml(site.supportPhone)}</a></li></ul>
<p>${escapeHtml(FOOTER_TEXT.remoteFirst)}</p></section>
<div class="col"><ul class="badges" aria-label="Compliance"><li><span class="badge">${escapeHtml(FOOTER_TEXT.soc2)}</span></li><li><span class="badge">${escapeHtml(FOOTER_TEXT.gdpr)}</span></li></ul><p>${escapeHtml(FOOTER_TEXT.copyright(year))}</p></div>
</div></footer>`;
}

function layout(head: string, body: string, year: number, site: SiteContacts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${SITE_COLORS.primary}">
<link rel="icon" href="${FAVICON_PATH}" type="${FAVICON_CONTENT_TYPE}">
<link rel="manifest" href="${MANIFEST_PATH}">
${head}
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#${MAIN_CONTENT_ID}">Skip to main content</a>
${siteHeader()}
<main id="${MAIN_CONTENT_ID}" tabindex="-1">
${body}
</main>
${siteFooter(site, year)}
</body>
</html>
`;
}

/**
 * The sign-in intent the seeker app finishes after sign-in (frontends/libs/auth sign-in-intent.ts:
 * `?intent=save:{id}` or `?intent=apply:{id}`), so a visitor's Save or Apply is not lost on the way.
 */
function seekerJobPath(jobId: string, intent: 'save' | 'apply'): string {
  return `/seeker/jobs/${encodeURIComponent(jobId)}?intent=${encodeURIComponent(`${intent}:${jobId}`)}`;
}

/**
 * Apply, save and share: plain links, no script (the page runs none). Share opens a <details> list
 * of share links; the page's address is in each of them. Closed jobs keep only Share and a link
 * to the job in the app.
 */
function actions(job: JobDetail, canonicalUrl: string, open: boolean): string {
  const url = encodeURIComponent(canonicalUrl);
  const title = encodeURIComponent(job.title);
  const external = 'target="_blank" rel="noopener noreferrer"';
  const shareLinks = [
    `<li><a href="${escapeHtml(`mailto:?subject=${title}&body=${url}`)}">Email</a></li>`,
    `<li><a href="${escapeHtml(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`)}" ${external}>LinkedIn</a></li>`,
    `<li><a href="${escapeHtml(`https://x.com/intent/post?url=${url}&text=${title}`)}" ${external}>X</a></li>`,
  ].join('');
  const main = open
    ? `<a class="button primary" href="${escapeHtml(seekerJobPath(job.id, 'apply'))}">Apply Now</a>
<a class="button" href="${escapeHtml(seekerJobPath(job.id, 'save'))}">Save job</a>`
    : `<a class="button" href="/seeker/jobs/${encodeURIComponent(job.id)}">View on ${SITE_NAME}</a>`;
  return `<div class="actions" role="group" aria-label="Job actions">
${main}
<details class="share"><summary class="button">Share</summary><ul aria-label="Share this job">${shareLinks}</ul></details>
</div>`;
}

function similarJobsSection(jobs: readonly SimilarJob[]): string {
  const items = jobs.map(
    (job) =>
      `<li><a href="${escapeHtml(job.path)}">${escapeHtml(job.title)}</a><span>${escapeHtml(`${job.company} · ${job.location}`)}</span></li>`,
  );
  return `<section aria-labelledby="similar-jobs-heading"><h2 id="similar-jobs-heading">Similar open jobs</h2>
${items.length > 0 ? `<ul class="similar">${items.join('')}</ul>` : '<p>There are no open jobs like this one right now.</p>'}
<p><a href="/jobs">Browse open jobs</a></p>
</section>`;
}

/** The public page of a shown job (live or closed). */
export function renderJobPage(job: JobDetail, canonicalUrl: string, now: Date, context: JobPageContext): string {
  const notice = closedNotice(job);
  const pageTitle = job.isCompanyPrivate
    ? `${job.title} | ${SITE_NAME}`
    : `${job.title} at ${job.company} | ${SITE_NAME}`;
  const description = summary(job.description);
  const logo = absoluteLogoUrl(job, canonicalUrl);
  const head = [
    `<title>${escapeHtml(pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    // Closed jobs stay readable for people with the link, but leave search engines.
    ...(notice ? ['<meta name="robots" content="noindex">'] : []),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(pageTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    ...(logo ? [`<meta property="og:image" content="${escapeHtml(logo)}">`] : []),
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(job, canonicalUrl))}</script>`,
  ].join('\n');
  const facts = [
    job.company,
    job.location,
    formatPay(job.payRange, job.salaryType),
    JOB_TYPE_LABELS[job.jobType],
    EXPERIENCE_LEVEL_LABELS[job.experienceLevel],
    ...(job.isFlexible ? ['Flexible Hours'] : []),
  ];
  const body = `<article>
${job.companyLogoUrl && !job.isCompanyPrivate ? `<img class="logo" src="${escapeHtml(job.companyLogoUrl)}" alt="${escapeHtml(`${job.company} logo`)}" width="64" height="64">` : ''}
<h1>${escapeHtml(job.title)}</h1>
<p class="facts">${facts.map(escapeHtml).join(' · ')}</p>
${notice ? `<p class="closed" role="status">${escapeHtml(notice)}</p>` : ''}
${actions(job, canonicalUrl, !notice)}
${notice ? similarJobsSection(context.similarJobs ?? []) : ''}
<section><h2>About the job</h2>
${paragraphs(job.description)}
</section>
${job.requirements ? `<section><h2>Qualifications</h2>\n${paragraphs(job.requirements)}\n</section>` : ''}
${job.benefits ? `<section><h2>Benefits</h2>\n${paragraphs(job.benefits)}\n</section>` : ''}
${job.skills.length > 0 ? `<section><h2>Skills</h2><ul>${job.skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join('')}</ul></section>` : ''}
${job.applicationDeadline ? `<p>Apply by ${escapeHtml(formatDate(job.applicationDeadline))}</p>` : ''}
</article>`;
  return layout(head, body, now.getUTCFullYear(), context.site);
}

export function renderNotFoundPage(now: Date, site: SiteContacts): string {
  const head = `<title>Job not found | ${SITE_NAME}</title>\n<meta name="robots" content="noindex">`;
  const body = `<h1>Job not found</h1><p>This job does not exist or is not public.</p><p><a href="/jobs">Browse open jobs</a></p>`;
  return layout(head, body, now.getUTCFullYear(), site);
}

export interface SitemapEntry {
  loc: string;
  lastmod: Date;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/** Account areas and the API stay out of search engines; public job pages are in. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/seeker/',
  '/employer/',
  '/admin/',
  '/onboarding',
  '/sign-in',
  '/sign-up',
  '/verify-email',
  '/reset-password',
] as const;

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /jobs/',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
