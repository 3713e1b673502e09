import { slugify } from '../../../core/text/slugify';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';

export interface DemoCompany {
  id: string;
  slug: string;
  name: string;
  website: string;
  logoUrl: string;
}

/** Fictional employers of the demo data (the .example domain is reserved, so no real site is named). */
const COMPANIES: ReadonlyArray<{ name: string; color: string }> = [
  { name: 'Brightpath Learning', color: '#1f5f8b' },
  { name: 'Harbor & Pine Accounting', color: '#2f5d50' },
  { name: 'Northwind Health Partners', color: '#7a2e3b' },
  { name: 'Maple Street Marketing', color: '#8a4b12' },
  { name: 'Cedarline Software', color: '#3b4a8c' },
  { name: 'Lumen Legal Services', color: '#4a3b6b' },
  { name: 'Bluebird Virtual Assistants', color: '#1d5c74' },
  { name: 'Kindred Care Network', color: '#6b3a5a' },
  { name: 'Summit Ridge Consulting', color: '#34495e' },
  { name: 'Tidewater Logistics', color: '#0f5e6b' },
  { name: 'Willow & Oak Design Studio', color: '#55603a' },
  { name: 'Clearwater Analytics Group', color: '#1b4f72' },
  { name: 'Hearthstone Insurance', color: '#7b3f1d' },
  { name: 'Nimbus Cloud Support', color: '#2c3e7a' },
  { name: 'Golden Hour Media', color: '#8c5a00' },
  { name: 'Riverbend Bookkeeping', color: '#2e6b4a' },
  { name: 'Sprout Commerce', color: '#3f6b1f' },
  { name: 'Atlas Translation Group', color: '#5b2c6f' },
  { name: 'Pinecrest Talent Partners', color: '#234d3b' },
  { name: 'Evergreen Engineering Co.', color: '#1e5631' },
  { name: 'Quillmark Editorial', color: '#5d4037' },
  { name: 'Sunbeam Customer Care', color: '#9a4d00' },
  { name: 'Trellis HR Solutions', color: '#4e5d23' },
  { name: 'Meadowlark Financial Planning', color: '#3d3d8f' },
];

function initials(name: string): string {
  const words = name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A small monogram logo as an SVG data URL: works offline and needs no file storage. */
export function monogramLogo(name: string, color: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<rect width='64' height='64' rx='14' fill='${color}'/>` +
    `<text x='32' y='41' font-family='Helvetica,Arial,sans-serif' font-size='24' font-weight='700' fill='white' text-anchor='middle'>${initials(name)}</text>` +
    `</svg>`;
  // Only the characters that break a URL are escaped, which keeps the data URL short.
  return `data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}`;
}

export function buildDemoCompanies(): DemoCompany[] {
  return COMPANIES.map(({ name, color }) => {
    const slug = slugify(name);
    return {
      id: stableUuid(`company:${slug}`),
      slug,
      name,
      website: `https://${slug}.example`,
      logoUrl: monogramLogo(name, color),
    };
  });
}
