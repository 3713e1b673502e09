import type { MikroORM } from '@mikro-orm/postgresql';
import { JOB_POSTING_MESSAGES, type WordpressSlugResponse } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { type RunningApi, startApi } from '../support/api-server';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { closeSeededJobsDatabase } from '../support/job-posting-context';
import { testConfig } from '../support/test-config';

const CO = fixtureUuid(1, '9');
const PRIVATE_CO = fixtureUuid(2, '9');
const job = (n: number) => fixtureUuid(n, '8');
const PUBLIC_URL = 'https://nestwork.example';

/** The JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD block');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('sharing and server-rendered public job pages', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;

  const fetchPage = (path: string) =>
    fetch(`${api.baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    await insertCompany(orm, CO, 'Acme & Sons');
    await insertCompany(orm, PRIVATE_CO, 'Hidden Corp');
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(
      orm,
      [
        {
          id: job(1),
          companyId: CO,
          status: 'approved',
          postedAt: posted,
          title: 'Writer </script><script>alert(1)</script>',
        },
        { id: job(2), companyId: PRIVATE_CO, status: 'approved', postedAt: posted, title: 'Quiet Role' },
        { id: job(3), companyId: CO, status: 'filled', postedAt: posted, title: 'Filled Role' },
        { id: job(4), companyId: CO, status: 'pending_review', postedAt: null, title: 'Unreviewed Role' },
        { id: job(5), companyId: CO, status: 'approved', postedAt: posted, title: 'Office Manager' },
      ],
      PRIVATE_CO,
    );
    const connection = orm.em.getConnection();
    await connection.execute(
      `update jobs set expires_at = posted_at + interval '30 days', salary_type = 'hourly', salary_min = 25, salary_max = 40 where company_id in (?, ?)`,
      [CO, PRIVATE_CO],
    );
    await connection.execute(`update jobs set location = 'Austin, TX' where id = ?`, [job(5)]);
    api = await startApi(config);
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  it('gives the share link of a live job, and none for closed or unreviewed ones', async () => {
    const answer = await fetch(`${api.baseUrl}/api/jobs/${job(5)}/wordpress-slug`);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as WordpressSlugResponse).toEqual({
      wordpressUrl: `${PUBLIC_URL}/jobs/${job(5)}-office-manager`,
    });
    for (const id of [job(3), job(4), job(99)]) {
      const refused = await fetch(`${api.baseUrl}/api/jobs/${id}/wordpress-slug`);
      expect([refused.status, await refused.json()]).toEqual([
        404,
        { error: JOB_POSTING_MESSAGES.notFound, code: 'JOBS_NOT_FOUND' },
      ]);
    }
  });

  it('serves a live job page with title, description, canonical link, Open Graph and JobPosting JSON-LD, all escaped', async () => {
    const canonicalPath = `/jobs/${job(1)}-writer-script-script-alert-1-script`;
    const page = await fetchPage(canonicalPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Writer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Acme &amp; Sons | Nestwork</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonicalPath}">`);
    expect(html).toContain('<meta name="description" content="Write clear, well-researched articles');
    expect(html).toContain('<meta property="og:title" content="Writer &lt;/script&gt;');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${canonicalPath}">`);
    expect(html).not.toContain('noindex');
    expect(html).toContain(
      `<a class="button primary" href="/seeker/jobs/${job(1)}?intent=apply%3A${job(1)}">Apply Now</a>`,
    );
    expect(html).toContain('<nav aria-label="Main">');
    expect(html).toContain(`<a href="mailto:${config.supportEmail}">${config.supportEmail}</a>`);
    // Only one script block: the JSON-LD, whose "<" are escaped.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Writer </script><script>alert(1)</script>',
      description: expect.stringContaining('Write clear'),
      datePosted: expect.any(String),
      validThrough: expect.any(String),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme & Sons' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 25, maxValue: 40, unitText: 'HOUR' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
  });

  it('reads without JavaScript: the job content is in the HTML', async () => {
    const html = await (await fetchPage(`/jobs/${job(5)}-office-manager`)).text();
    expect(html).toContain('<h1>Office Manager</h1>');
    expect(html).toContain('<h2>Qualifications</h2>');
    expect(html).toContain('<li>SEO Writing</li>');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.jobLocationType).toBeUndefined();
    expect(jsonLd.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Austin, TX', addressCountry: 'US' },
    });
  });

  it('leaves the hiring organization out for private companies', async () => {
    const html = await (await fetchPage(`/jobs/${job(2)}-quiet-role`)).text();
    expect(html).not.toContain('Hidden Corp');
    expect(jsonLdOf(html).hiringOrganization).toBeUndefined();
    expect(html).toContain('Private Company');
  });

  it('says a closed job is closed and keeps it out of search engines', async () => {
    const page = await fetchPage(`/jobs/${job(3)}-filled-role`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('This position has been filled and is no longer accepting applications.');
  });

  it("lists the newest five live jobs of a closed job's category, linking their public pages", async () => {
    const secondsAgo = (n: number) => new Date(Date.now() - n * 1000);
    // Newer than every other Writing job here (fixtures are an hour old, the demo seed's freshest 5 minutes).
    const similar = [1, 2, 3, 4, 5, 6].map((n) => ({
      id: job(20 + n),
      companyId: n === 6 ? PRIVATE_CO : CO,
      status: 'approved' as const,
      postedAt: secondsAgo(30 - n),
      title: `Similar Writer ${n}`,
    }));
    await insertJobs(
      orm,
      [
        ...similar,
        { id: job(30), companyId: CO, status: 'filled', postedAt: secondsAgo(1), title: 'Newest Filled Writer' },
        { id: job(31), companyId: CO, status: 'approved', postedAt: secondsAgo(2), title: 'Ended Writer' },
      ],
      PRIVATE_CO,
    );
    const connection = orm.em.getConnection();
    await connection.execute(
      `update jobs set expires_at = posted_at + interval '30 days' where id in (${similar.map(() => '?').join(', ')})`,
      similar.map((entry) => entry.id),
    );
    await connection.execute(`update jobs set expires_at = posted_at + interval '1 millisecond' where id = ?`, [
      job(31),
    ]);

    const html = await (await fetchPage(`/jobs/${job(3)}-filled-role`)).text();
    expect(html).toContain('<h2 id="similar-jobs-heading">Similar open jobs</h2>');
    const listed = [...html.matchAll(/<li><a href="(\/jobs\/[^"]+)">([^<]+)<\/a><span>([^<]+)<\/span><\/li>/g)].map(
      (match) => match.slice(1),
    );
    expect(listed).toEqual([
      [`/jobs/${job(26)}-similar-writer-6`, 'Similar Writer 6', 'Private Company · Remote'],
      ...[5, 4, 3, 2].map((n) => [
        `/jobs/${job(20 + n)}-similar-writer-${n}`,
        `Similar Writer ${n}`,
        'Acme &amp; Sons · Remote',
      ]),
    ]);
    expect(html).not.toContain('Hidden Corp');
    expect(html).not.toContain('Apply Now');
    // Each one is a live page.
    expect((await fetchPage(listed[1]![0]!)).status).toBe(200);
    // A live job lists none.
    expect(await (await fetchPage(`/jobs/${job(5)}-office-manager`)).text()).not.toContain('similar-jobs-heading');
  });

  it('serves the favicon and the web app manifest that the pages link', async () => {
    const html = await (await fetchPage(`/jobs/${job(5)}-office-manager`)).text();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    const icon = await fetch(`${api.baseUrl}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const manifest = await fetch(`${api.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      name: 'Nestwork',
      start_url: '/',
      theme_color: '#1d4ed8',
      icons: [{ src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' }],
    });
  });

  it('redirects a wrong or missing slug to the canonical URL (301)', async () => {
    for (const path of [`/jobs/${job(5)}-old-title`, `/jobs/${job(5)}`, `/jobs/${job(5)}-Office-Manager`]) {
      const page = await fetchPage(path);
      expect({ path, status: page.status, location: page.headers.get('location') }).toEqual({
        path,
        status: 301,
        location: `/jobs/${job(5)}-office-manager`,
      });
    }
  });

  it('answers 404 HTML for unknown, unreviewed and malformed job pages', async () => {
    for (const path of [`/jobs/${job(99)}-nothing`, `/jobs/${job(4)}-unreviewed-role`, '/jobs/not-a-job']) {
      const page = await fetchPage(path);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('<h1>Job not found</h1>');
      expect(html).toContain('noindex');
    }
  });

  it("lists live jobs' public URLs with lastmod in /sitemap.xml", async () => {
    const answer = await fetch(`${api.baseUrl}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await answer.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/jobs/${job(5)}-office-manager</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod></url>`,
      ),
    );
    expect(xml).toContain(`${job(2)}-quiet-role`);
    expect(xml).not.toContain(job(3));
    expect(xml).not.toContain(job(4));
  });

  it('serves robots.txt allowing job pages, pointing at the sitemap, keeping the API and account areas out', async () => {
    const answer = await fetch(`${api.baseUrl}/robots.txt`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('User-agent: *\nAllow: /jobs/\n');
    for (const path of ['/api/', '/seeker/', '/employer/', '/admin/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
