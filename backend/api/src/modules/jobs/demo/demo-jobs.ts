import {
  type ExperienceLevel,
  JOB_CATEGORIES,
  JOB_TYPES,
  type JobCategory,
  type JobStatus,
  type JobType,
  SALARY_TYPES,
  type SalaryType,
} from '@marketplace/contracts';
import { SeedRandom, stableUuid } from '../../../infrastructure/database/seed/seed-random';
import {
  BENEFITS,
  CITIES,
  CLOSINGS,
  DEMO_CATALOG,
  FIXED_SCHEDULE_NOTES,
  FLEXIBILITY_NOTES,
  INTROS,
  PRIVATE_INTROS,
} from './demo-catalog';

export interface DemoEmployer {
  id: string;
  slug: string;
  name: string;
  website: string | null;
}

/** A job posting ready to insert, with every field of the posting form. */
export interface DemoJob {
  id: string;
  companyId: string;
  title: string;
  description: string;
  requirements: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryType: SalaryType;
  location: string;
  jobType: JobType;
  experienceLevel: ExperienceLevel;
  category: JobCategory;
  skills: string[];
  benefits: string | null;
  applicationDeadline: string | null;
  website: string | null;
  linkedinProfile: string | null;
  contactPhone: string | null;
  isCompanyPrivate: boolean;
  isFlexible: boolean;
  status: JobStatus;
  postedAt: Date | null;
  expiresAt: Date | null;
  /** Set for every posting that went live (approval is what makes a job public). */
  approvedAt: Date | null;
  createdAt: Date;
}

export const DEMO_APPROVED_PER_CATEGORY = 6;
/** A few postings in other states, as employers and admins will see them. */
export const DEMO_OTHER_STATUSES: readonly JobStatus[] = [
  'draft',
  'draft',
  'pending_review',
  'pending_review',
  'rejected',
  'expired',
  'expired',
  'filled',
  'filled',
  'archived',
];
export const DEMO_SEED = 20_261_121;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const POSTING_WINDOW_DAYS = 60;
const LISTING_LIFETIME_DAYS = 90;

/** Yearly pay bands by level (USD). */
const YEARLY_BANDS: Record<ExperienceLevel, [number, number]> = {
  entry: [38_000, 55_000],
  mid: [55_000, 85_000],
  senior: [85_000, 130_000],
  lead: [110_000, 160_000],
};
const HOURLY_BANDS: Record<ExperienceLevel, [number, number]> = {
  entry: [17, 25],
  mid: [25, 40],
  senior: [40, 65],
  lead: [50, 75],
};
/** Mid-level roles are the most common, lead roles the rarest. */
const LEVEL_WEIGHTS: ReadonlyArray<[ExperienceLevel, number]> = [
  ['entry', 0.25],
  ['mid', 0.4],
  ['senior', 0.25],
  ['lead', 0.1],
];
/** Part-time salaries quoted per year or month cover fewer hours. */
const PART_TIME_FACTOR = 0.55;

const EXPERIENCE_SENTENCES: Record<ExperienceLevel, string> = {
  entry: 'This is an entry-level role: up to two years of experience is perfect, and we will train you on our tools.',
  mid: 'You bring two to five years of relevant experience.',
  senior: 'You bring five or more years of relevant experience and enjoy mentoring others.',
  lead: 'You bring eight or more years of experience, including leading a team or a major client relationship.',
};

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The posting form requires both ends of the range, so every demo job has them. */
function salaryFor(
  random: SeedRandom,
  type: SalaryType,
  level: ExperienceLevel,
  jobType: JobType,
): { min: number; max: number } {
  if (type === 'hourly') {
    const [low, high] = HOURLY_BANDS[level];
    const min = random.int(low, high);
    return { min, max: min + random.int(3, 12) };
  }
  const [low, high] = YEARLY_BANDS[level];
  const factor = jobType === 'PART_TIME' ? PART_TIME_FACTOR : 1;
  const yearlyMin = roundTo(random.int(low, high) * factor, 1_000);
  const yearlyMax = yearlyMin + roundTo(random.int(8_000, 30_000) * factor, 1_000);
  if (type === 'monthly') return { min: roundTo(yearlyMin / 12, 50), max: roundTo(yearlyMax / 12, 50) };
  return { min: yearlyMin, max: yearlyMax };
}

function titleFor(random: SeedRandom, base: string, level: ExperienceLevel, jobType: JobType): string {
  let title = base;
  if (level === 'senior' && !/Senior|Lead|Manager|Partner/.test(title)) title = `Senior ${title}`;
  if (!title.includes('(')) {
    if (jobType === 'PART_TIME' && random.chance(0.5)) title = `${title} (Part-Time)`;
    if (jobType === 'TEMPORARY' && random.chance(0.6)) title = `${title} (Contract)`;
  }
  return title;
}

function pickLevel(random: SeedRandom): ExperienceLevel {
  let roll = random.next();
  for (const [level, weight] of LEVEL_WEIGHTS) {
    if (roll < weight) return level;
    roll -= weight;
  }
  return 'mid';
}

function withArticle(noun: string): string {
  return `${/^[AEIOU]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function descriptionFor(
  random: SeedRandom,
  company: string | null,
  title: string,
  category: JobCategory,
  isFlexible: boolean,
): string {
  const blocks = DEMO_CATALOG[category];
  const role = title.replace(/ \(.*\)$/, '');
  // A private employer's name must not appear in the text either.
  const intro = fill(random.pick(company ? INTROS : PRIVATE_INTROS), {
    company: company ?? '',
    title: role,
    aTitle: withArticle(role),
  });
  const duties = random.sample(blocks.duties, 3).map((duty) => `- ${duty}`);
  const schedule = random.pick(isFlexible ? FLEXIBILITY_NOTES : FIXED_SCHEDULE_NOTES);
  return [`${intro} ${random.pick(CLOSINGS)}`, `What you will do:\n${duties.join('\n')}`, schedule].join('\n\n');
}

function requirementsFor(random: SeedRandom, category: JobCategory, level: ExperienceLevel): string {
  const lines = [...random.sample(DEMO_CATALOG[category].qualifications, 3), EXPERIENCE_SENTENCES[level]];
  return lines.map((line) => `- ${line}`).join('\n');
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface Slot {
  category: JobCategory;
  jobType: JobType;
  salaryType: SalaryType;
  status: JobStatus;
}

/**
 * Every category gets DEMO_APPROVED_PER_CATEGORY approved jobs; job types and salary types rotate
 * so each category mixes them, and DEMO_OTHER_STATUSES adds postings in the other states.
 */
function slots(): Slot[] {
  const result: Slot[] = [];
  JOB_CATEGORIES.forEach((category, c) => {
    for (let k = 0; k < DEMO_APPROVED_PER_CATEGORY; k++) {
      result.push({
        category,
        jobType: JOB_TYPES[(c + k) % JOB_TYPES.length]!,
        salaryType: SALARY_TYPES[(2 * c + k) % SALARY_TYPES.length]!,
        status: 'approved',
      });
    }
  });
  DEMO_OTHER_STATUSES.forEach((status, s) => {
    result.push({
      category: JOB_CATEGORIES[(s * 5) % JOB_CATEGORIES.length]!,
      jobType: JOB_TYPES[s % JOB_TYPES.length]!,
      salaryType: SALARY_TYPES[s % SALARY_TYPES.length]!,
      status,
    });
  });
  return result;
}

/** Deterministic demo postings for the given employers; dates are relative to `now`. */
export function buildDemoJobs(employers: readonly DemoEmployer[], now: Date, seed: number = DEMO_SEED): DemoJob[] {
  if (employers.length === 0) throw new Error('Demo jobs need at least one employer');
  const random = new SeedRandom(seed);
  const nowMs = now.getTime();
  // Titles rotate within a category, from a random starting point, so postings vary.
  const titleTurn = new Map<JobCategory, number>();

  return slots().map((slot, index) => {
    const employer = employers[(index * 7) % employers.length]!;
    const level = pickLevel(random);
    const titles = DEMO_CATALOG[slot.category].titles;
    const turn = titleTurn.get(slot.category) ?? random.int(0, titles.length - 1);
    titleTurn.set(slot.category, turn + 1);
    const title = titleFor(random, titles[turn % titles.length]!, level, slot.jobType);
    const isFlexible = random.chance(0.6);
    const isCompanyPrivate = random.chance(0.08);
    const salary = salaryFor(random, slot.salaryType, level, slot.jobType);

    let postedAt: Date | null = null;
    if (slot.status === 'approved' || slot.status === 'filled' || slot.status === 'archived') {
      // A handful of very fresh postings so "just now" and "Nh ago" show up in the feed.
      const age = index % 40 === 0 ? random.int(5 * MINUTE, 20 * HOUR) : random.int(HOUR, POSTING_WINDOW_DAYS * DAY);
      postedAt = new Date(nowMs - age);
    } else if (slot.status === 'expired') {
      postedAt = new Date(nowMs - random.int(LISTING_LIFETIME_DAYS + 1, LISTING_LIFETIME_DAYS + 30) * DAY);
    }
    const createdAt = new Date((postedAt?.getTime() ?? nowMs - random.int(1, 10) * DAY) - random.int(1, 72) * HOUR);
    const deadline = random.chance(0.5) ? isoDate(new Date(nowMs + random.int(14, 45) * DAY)) : null;

    return {
      id: stableUuid(`job:${index}`),
      companyId: employer.id,
      title,
      description: descriptionFor(random, isCompanyPrivate ? null : employer.name, title, slot.category, isFlexible),
      requirements: requirementsFor(random, slot.category, level),
      salaryMin: salary.min,
      salaryMax: salary.max,
      salaryType: slot.salaryType,
      location: random.chance(0.75) ? 'Remote' : random.pick(CITIES),
      jobType: slot.jobType,
      experienceLevel: level,
      category: slot.category,
      skills: random.sample(DEMO_CATALOG[slot.category].skills, random.int(4, 8)),
      benefits: random.chance(0.85) ? random.sample(BENEFITS, random.int(3, 5)).join('\n') : null,
      applicationDeadline: slot.status === 'approved' ? deadline : null,
      website: employer.website && !isCompanyPrivate ? `${employer.website}/careers` : null,
      linkedinProfile:
        !isCompanyPrivate && random.chance(0.3) ? `https://www.linkedin.com/company/${employer.slug}` : null,
      contactPhone: random.chance(0.35)
        ? `(555) 01${random.int(0, 9)}-${String(random.int(0, 9999)).padStart(4, '0')}`
        : null,
      isCompanyPrivate,
      isFlexible,
      status: slot.status,
      postedAt,
      expiresAt: postedAt ? new Date(postedAt.getTime() + LISTING_LIFETIME_DAYS * DAY) : null,
      // Only postings that went live have a posted time, and going live is the approval.
      approvedAt: postedAt,
      createdAt,
    };
  });
}
