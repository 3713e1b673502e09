import { isBlankText } from '@marketplace/contracts';

/**
 * The skills picker's built-in vocabulary (about 60 skills, 12 of them popular). Users may
 * still type any skill; this list only feeds autocomplete and the quick picks.
 */
export const SKILL_SUGGESTIONS: readonly string[] = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'SQL',
  'Project Management',
  'Customer Service',
  'Communication',
  'Microsoft Excel',
  'Data Entry',
  'Social Media',
  'Content Writing',
  'Copywriting',
  'Copy Editing',
  'Proofreading',
  'Graphic Design',
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Figma',
  'UI Design',
  'UX Research',
  'SEO',
  'Email Marketing',
  'Digital Marketing',
  'Google Analytics',
  'Sales',
  'Account Management',
  'Bookkeeping',
  'QuickBooks',
  'Accounting',
  'Payroll',
  'Recruiting',
  'Human Resources',
  'Virtual Assistance',
  'Scheduling',
  'Administrative Support',
  'Transcription',
  'Translation',
  'Tutoring',
  'Curriculum Design',
  'Teaching',
  'Nursing',
  'Medical Billing',
  'Medical Coding',
  'Healthcare Administration',
  'Java',
  'C#',
  'PHP',
  'Ruby',
  'Go',
  'AWS',
  'Docker',
  'Git',
  'HTML',
  'CSS',
  'WordPress',
  'Shopify',
  'Salesforce',
  'Zendesk',
  'Technical Support',
  'Quality Assurance',
  'Event Planning',
  'Video Editing',
  'Photography',
];

/** Shown as quick picks; a subset of SKILL_SUGGESTIONS. */
export const POPULAR_SKILLS: readonly string[] = [
  'Customer Service',
  'Communication',
  'Project Management',
  'Microsoft Excel',
  'Data Entry',
  'Social Media',
  'Content Writing',
  'Graphic Design',
  'Bookkeeping',
  'Virtual Assistance',
  'JavaScript',
  'SEO',
];

/** Case-insensitive match on any part of the skill name, prefix matches first, chosen skills left out. */
export function suggestSkills(
  query: string,
  chosen: readonly string[],
  limit: number,
  pool: readonly string[] = SKILL_SUGGESTIONS,
): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const taken = new Set(chosen.map((skill) => skill.toLowerCase()));
  const matches = pool.filter((skill) => !taken.has(skill.toLowerCase()) && skill.toLowerCase().includes(needle));
  const prefix = matches.filter((skill) => skill.toLowerCase().startsWith(needle));
  const rest = matches.filter((skill) => !skill.toLowerCase().startsWith(needle));
  return [...prefix, ...rest].slice(0, limit);
}

/** A typed skill as it is kept: trimmed, inner whitespace collapsed to one space. */
export function normalizeSkill(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * Adds a skill: normalized, blank or invisible-only text ignored, case-insensitive duplicates
 * ignored, nothing past the limit. Returns the same array when nothing changes.
 */
export function addSkill(skills: readonly string[], raw: string, max: number): readonly string[] {
  const skill = normalizeSkill(raw);
  if (isBlankText(skill) || skills.length >= max) return skills;
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return skills;
  return [...skills, skill];
}
