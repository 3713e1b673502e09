import {
  EXPERIENCE_LEVEL_LABELS,
  FOOTER_TEXT,
  formatDate,
  formatPay,
  JOB_TYPE_LABELS,
  type JobDetail,
  type JobType,
  type SalaryType,
} from '@marketplace/contracts';

/**
 * Server-rendered public job pages, the sitemap and robots.txt. Crawlers and link previews do not
 * run scripts, so title, description, canonical link, Open Graph tags and the schema.org
 * JobPosting JSON-LD are in the HTML itself, and the job reads fine without JavaScript.
 * Everything from users (titles, descriptions, company names) is escaped.
 */

export const SITE_NAME = 'Nestwork';
const META_DESCRIPTION_MAX = 160;

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` (so no `</script>` or `<!--` can end
 * or alter the block), `>`, `&` and the JS line separators are written as \\u escapes.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
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

const EMPLOYMENT_TYPE: Record<JobType, string> = { FULL_TIME: 'FULL_TIME', PART_TIME: 'PART_TIME', PERMANENT: 'FULL_TIME', TEMPORARY: 'TEMPORARY' };
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
  const validThrough = earliest(job.expiresAt, job.applicationDeadline ? `${job.applicationDeadline}T23:59:59.000Z` : null);
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
    jsonLd.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: DEFAULT_COUNTRY } };
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

const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2933;line-height:1.55}
header,main,footer{max-width:760px;margin:0 auto;padding:16px}
header a{font-weight:700;color:#1f2933;text-decoration:none}
.facts{color:#52606d;margin:0 0 16px}
.closed{background:#fff4e5;border:1px solid #f0b429;padding:12px;border-radius:6px}
.logo{border-radius:12px;object-fit:contain}
.apply{display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none}
footer{color:#7b8794;font-size:14px;border-top:1px solid #e4e7eb;margin-top:32px}`;

function layout(head: string, body: string, year: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${SITE_NAME}</a></header>
${body}
<footer><p>${escapeHtml(FOOTER_TEXT.tagline)}</p><p>${escapeHtml(FOOTER_TEXT.copyright(year))}</p></footer>
</body>
</html>
`;
}

/** The public page of a shown job (live or closed). */
export function renderJobPage(job: JobDetail, canonicalUrl: string, now: Date): string {
  const notice = closedNotice(job);
  const pageTitle = job.isCompanyPrivate ? `${job.title} | ${SITE_NAME}` : `${job.title} at ${job.company} | ${SITE_NAME}`;
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
  const facts = [job.company, job.location, formatPay(job.payRange, job.salaryType), JOB_TYPE_LABELS[job.jobType], EXPERIENCE_LEVEL_LABELS[job.experienceLevel], ...(job.isFlexible ? ['Flexible Hours'] : [])];
  const body = `<main>
<article>
${job.companyLogoUrl && !job.isCompanyPrivate ? `<img class="logo" src="${escapeHtml(job.companyLogoUrl)}" alt="${escapeHtml(`${job.company} logo`)}" width="64" height="64">` : ''}
<h1>${escapeHtml(job.title)}</h1>
<p class="facts">${facts.map(escapeHtml).join(' · ')}</p>
${notice ? `<p class="closed" role="status">${escapeHtml(notice)}</p>` : ''}
<section><h2>About the job</h2>
${paragraphs(job.description)}
</section>
${job.requirements ? `<section><h2>Qualifications</h2>\n${paragraphs(job.requirements)}\n</section>` : ''}
${job.benefits ? `<section><h2>Benefits</h2>\n${paragraphs(job.benefits)}\n</section>` : ''}
${job.skills.length > 0 ? `<section><h2>Skills</h2><ul>${job.skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join('')}</ul></section>` : ''}
${job.applicationDeadline ? `<p>Apply by ${escapeHtml(formatDate(job.applicationDeadline))}</p>` : ''}
<p><a class="apply" href="/seeker/jobs/${encodeURIComponent(job.id)}">${notice ? 'View on' : 'View and apply on'} ${SITE_NAME}</a></p>
</article>
</main>`;
  return layout(head, body, now.getUTCFullYear());
}

export function renderNotFoundPage(now: Date): string {
  const head = `<title>Job not found | ${SITE_NAME}</title>\n<meta name="robots" content="noindex">`;
  const body = `<main><h1>Job not found</h1><p>This job does not exist or is not public.</p><p><a href="/jobs">Browse open jobs</a></p></main>`;
  return layout(head, body, now.getUTCFullYear());
}

export interface SitemapEntry {
  loc: string;
  lastmod: Date;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/** Account areas and the API stay out of search engines; public job pages are in. */
export const ROBOTS_DISALLOW = ['/api/', '/seeker/', '/employer/', '/admin/', '/onboarding', '/sign-in', '/sign-up', '/verify-email', '/reset-password'] as const;

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /jobs/', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
