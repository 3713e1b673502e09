import type { Availability, EducationEntry, ExperienceLevel } from '@marketplace/contracts';

/** A demo seeker's professional profile, as seeded. */
export interface DemoSeekerProfile {
  userId: string;
  location: string;
  availability: Availability;
  experienceLevel: ExperienceLevel;
  aboutMe: string;
  salaryExpectations: number;
  showSalaryExpectations: boolean;
  /** Demo seekers let employers find them (talent search has someone to show). */
  visibleToEmployers: true;
  skills: string[];
  portfolioUrls: string[];
  workExperience: string;
  education: EducationEntry[];
  /** The last role, as the resume PDF states it (workExperience says the same as HTML). */
  lastRole: { title: string; employer: string };
}

type Entry = [
  skills: string[],
  location: string,
  availability: Availability,
  level: ExperienceLevel,
  salary: number,
  employer: string,
  role: string,
  school: string,
];

/** One entry per demo seeker, in the order of accounts/demo/demo-users.ts (SEEKERS), whose headlines they follow. */
const CATALOG: readonly Entry[] = [
  [
    ['Project Management', 'Asana', 'Stakeholder Communication', 'Scheduling'],
    'Remote',
    'two_weeks',
    'mid',
    62_000,
    'Brightline Events',
    'Project coordinator',
    'Ohio State University',
  ],
  [
    ['Customer Support', 'Spanish', 'Zendesk', 'Live Chat'],
    'Phoenix, AZ',
    'immediately',
    'mid',
    45_000,
    'Sunbelt Telecom',
    'Support specialist',
    'Arizona State University',
  ],
  [
    ['Copywriting', 'SEO', 'Content Strategy', 'WordPress'],
    'Remote',
    'flexible',
    'senior',
    70_000,
    'Freelance',
    'Copywriter',
    'University of Oregon',
  ],
  [
    ['Bookkeeping', 'QuickBooks', 'Payroll', 'Accounts Payable'],
    'Columbus, OH',
    'immediately',
    'senior',
    58_000,
    'Ledger & Co',
    'Bookkeeper',
    'Columbus State Community College',
  ],
  [
    ['Calendar Management', 'Email Management', 'Travel Planning', 'Notion'],
    'Remote',
    'immediately',
    'entry',
    40_000,
    'Self-employed',
    'Virtual assistant',
    'University of Georgia',
  ],
  [
    ['UX Design', 'Figma', 'Accessibility', 'User Research'],
    'Seattle, WA',
    'one_month',
    'senior',
    105_000,
    'Pinecone Studio',
    'UX designer',
    'University of Washington',
  ],
  [
    ['Instructional Design', 'Articulate Storyline', 'Curriculum Development', 'LMS'],
    'Remote',
    'two_weeks',
    'mid',
    68_000,
    'Maple Grove Elementary',
    'Teacher',
    'Michigan State University',
  ],
  [
    ['React', 'TypeScript', 'CSS', 'Accessibility'],
    'Remote',
    'two_weeks',
    'mid',
    98_000,
    'Cobalt Apps',
    'Front-end developer',
    'Georgia Tech',
  ],
  [
    ['Social Media', 'Canva', 'Content Calendars', 'Instagram'],
    'Austin, TX',
    'flexible',
    'mid',
    52_000,
    'Main Street Media',
    'Social media manager',
    'Texas State University',
  ],
  [
    ['SQL', 'Tableau', 'Excel', 'Python'],
    'Remote',
    'immediately',
    'mid',
    85_000,
    'Northwind Retail',
    'Data analyst',
    'University of Minnesota',
  ],
  [
    ['Recruiting', 'HR Policies', 'Onboarding', 'BambooHR'],
    'Denver, CO',
    'one_month',
    'senior',
    72_000,
    'Alpine Health',
    'HR generalist',
    'University of Colorado',
  ],
  [
    ['Medical Billing', 'ICD-10', 'CPT Coding', 'Insurance Claims'],
    'Remote',
    'immediately',
    'senior',
    55_000,
    'Riverside Clinic',
    'Billing specialist',
    'AHIMA certificate program',
  ],
  [
    ['Translation', 'Italian', 'Editing', 'Proofreading'],
    'Remote',
    'flexible',
    'lead',
    64_000,
    'Lingua Partners',
    'Translator',
    'Università di Bologna',
  ],
  [
    ['Shopify', 'E-commerce', 'Inventory Management', 'Customer Service'],
    'Remote',
    'two_weeks',
    'mid',
    60_000,
    'Willow & Thread',
    'Store manager',
    'Portland Community College',
  ],
  [
    ['Contract Review', 'Legal Research', 'Document Management', 'Clio'],
    'Chicago, IL',
    'one_month',
    'mid',
    59_000,
    'Harper & Lane LLP',
    'Paralegal',
    'Loyola University Chicago',
  ],
  [
    ['Technical Writing', 'Markdown', 'API Documentation', 'Git'],
    'Remote',
    'two_weeks',
    'senior',
    92_000,
    'Stackwise',
    'Technical writer',
    'University of Wisconsin',
  ],
  [
    ['Sales Development', 'HubSpot', 'Cold Outreach', 'SaaS'],
    'Remote',
    'immediately',
    'entry',
    55_000,
    'Orbit CRM',
    'SDR',
    'San Diego State University',
  ],
  [
    ['Graphic Design', 'Adobe Illustrator', 'Branding', 'Print Design'],
    'Remote',
    'flexible',
    'senior',
    66_000,
    'Paper Kite Studio',
    'Graphic designer',
    'Rhode Island School of Design',
  ],
  [
    ['Executive Support', 'Calendar Management', 'Board Meetings', 'Google Workspace'],
    'Remote',
    'two_weeks',
    'lead',
    75_000,
    'Harbor Capital',
    'Executive assistant',
    'Boston University',
  ],
  [
    ['Content Marketing', 'SEO', 'Editing', 'Google Analytics'],
    'Remote',
    'immediately',
    'mid',
    67_000,
    'Fernleaf Media',
    'Content marketer',
    'Emerson College',
  ],
  [
    ['IT Support', 'Windows', 'Networking', 'Help Desk'],
    'Raleigh, NC',
    'immediately',
    'entry',
    48_000,
    'Triangle Schools',
    'IT technician',
    'Wake Technical Community College',
  ],
  [
    ['Operations', 'Grant Tracking', 'Volunteer Coordination', 'Airtable'],
    'Remote',
    'one_month',
    'mid',
    57_000,
    'Open Door Alliance',
    'Operations coordinator',
    'Portland State University',
  ],
];

/** The profiles of the demo seekers (`seekerIds` in the order of the demo users' SEEKERS); stable content, no dates. */
export function buildDemoSeekerProfiles(seekerIds: readonly string[]): DemoSeekerProfile[] {
  return seekerIds.map((userId, index) => {
    const [skills, location, availability, experienceLevel, salary, employer, role, school] =
      CATALOG[index % CATALOG.length]!;
    return {
      userId,
      location,
      availability,
      experienceLevel,
      aboutMe: `Parent and ${role.toLowerCase()} looking for flexible, remote-friendly work. I communicate clearly in writing and keep projects moving.`,
      salaryExpectations: salary,
      showSalaryExpectations: index % 3 !== 2,
      visibleToEmployers: true,
      skills,
      portfolioUrls: index % 2 === 0 ? [`https://portfolio.example/${userId.slice(0, 8)}`] : [],
      workExperience: `<p><strong>${role}</strong>, ${employer}</p><ul><li>${skills[0]} day to day</li><li>${skills[1]} and ${skills[2]} for a small team</li></ul>`,
      education: [{ institution: school, certifications: '', startDate: '2008-09', endDate: '2012-06', notes: '' }],
      lastRole: { title: role, employer },
    };
  });
}
