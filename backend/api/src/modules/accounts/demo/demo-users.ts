import type { Role } from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import type { DemoCompany } from './demo-companies';

/** The demo sign-ins printed by `npm start`; every demo account shares this password. */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.local',
  employer: 'employer@demo.local',
  seeker: 'seeker@demo.local',
} as const;

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Slug of the employer's company. */
  companySlug: string | null;
  headline: string | null;
}

const EMPLOYER_NAMES = [
  'Jordan Ellis',
  'Priya Raman',
  'Marcus Bell',
  'Dana Whitfield',
  'Sofia Marquez',
  'Ethan Brooks',
  'Grace Kim',
  'Leah Goldberg',
  'Omar Haddad',
  'Natalie Chen',
  'Ruth Okafor',
  'Caleb Turner',
  'Hannah Novak',
  'Victor Alvarez',
  'Imani Johnson',
  'Peter Lindqvist',
  'Ava Sullivan',
  'Rafael Costa',
  "Megan O'Brien",
  'Daniel Park',
  'Fatima Siddiqui',
  'Laura Bennett',
  'Samuel Adeyemi',
  'Claire Dubois',
];

const SEEKERS: ReadonlyArray<{ name: string; headline: string }> = [
  { name: 'Maya Thompson', headline: 'Project coordinator returning to work after parental leave' },
  { name: 'Olivia Martinez', headline: 'Bilingual customer support specialist (English/Spanish)' },
  { name: 'Emma Wilson', headline: 'Freelance copywriter for health and wellness brands' },
  { name: 'Chloe Nguyen', headline: 'Certified bookkeeper, QuickBooks ProAdvisor' },
  { name: 'Sarah Johnson', headline: 'Virtual assistant for busy founders' },
  { name: 'Aisha Bello', headline: 'UX designer focused on accessible interfaces' },
  { name: 'Rebecca Foster', headline: 'Former teacher moving into instructional design' },
  { name: 'Jasmine Patel', headline: 'Front-end developer, React and TypeScript' },
  { name: 'Lauren Mitchell', headline: 'Social media manager for small businesses' },
  { name: 'Nina Kowalski', headline: 'Data analyst with SQL and Tableau' },
  { name: 'Tara Reynolds', headline: 'HR generalist and part-time recruiter' },
  { name: 'Michelle Carter', headline: 'Medical billing and coding specialist' },
  { name: 'Elena Rossi', headline: 'Italian-English translator and editor' },
  { name: 'Brianna Scott', headline: 'E-commerce operations and Shopify store manager' },
  { name: 'Kendra Howard', headline: 'Paralegal with contract review experience' },
  { name: 'Ingrid Larsen', headline: 'Technical writer for developer documentation' },
  { name: 'Monica Alvarez', headline: 'Sales development representative, SaaS' },
  { name: 'Yuki Tanaka', headline: 'Graphic designer for print and brand identity' },
  { name: 'Amara Osei', headline: 'Remote executive assistant, 10 years experience' },
  { name: 'Rachel Green', headline: 'Content marketer and SEO editor' },
  { name: 'Sadie Morgan', headline: 'IT support technician, CompTIA A+' },
  { name: 'Zoe Campbell', headline: 'Operations coordinator for nonprofits' },
];

function emailFor(name: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.')}@demo.local`;
}

/** The admin, one employer per demo company (the first is employer@demo.local) and the seekers. */
export function buildDemoUsers(companies: readonly DemoCompany[]): DemoUser[] {
  const admin: DemoUser = {
    id: stableUuid('user:admin'),
    email: DEMO_ACCOUNTS.admin,
    name: 'Avery Admin',
    role: 'admin',
    companySlug: null,
    headline: 'Nestwork concierge',
  };
  const employers = companies.map((company, index): DemoUser => {
    const name = EMPLOYER_NAMES[index % EMPLOYER_NAMES.length]!;
    const email = index === 0 ? DEMO_ACCOUNTS.employer : emailFor(name);
    return {
      id: stableUuid(`user:${email}`),
      email,
      name,
      role: 'employer',
      companySlug: company.slug,
      headline: `Hiring at ${company.name}`,
    };
  });
  const seekers = SEEKERS.map(({ name, headline }, index): DemoUser => {
    const email = index === 0 ? DEMO_ACCOUNTS.seeker : emailFor(name);
    return { id: stableUuid(`user:${email}`), email, name, role: 'seeker', companySlug: null, headline };
  });
  return [admin, ...employers, ...seekers];
}
