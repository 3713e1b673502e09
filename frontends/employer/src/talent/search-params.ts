import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  TALENT_SEARCH_PARAMS as P,
  type Availability,
  type ExperienceLevel,
  type TalentSearchParams,
} from '@marketplace/contracts';

/** The talent search the page's URL holds (unknown values are dropped; the server says why they are wrong). */
export function parseTalentSearch(params: URLSearchParams): TalentSearchParams {
  const q = params.get(P.q)?.trim() || undefined;
  const skill = params
    .getAll(P.skill)
    .map((value) => value.trim())
    .filter(Boolean);
  const availability = params
    .getAll(P.availability)
    .filter((value): value is Availability => (AVAILABILITY_OPTIONS as readonly string[]).includes(value));
  const experienceLevel = params
    .getAll(P.experienceLevel)
    .filter((value): value is ExperienceLevel => (EXPERIENCE_LEVELS as readonly string[]).includes(value));
  return { q, skill, availability, experienceLevel };
}

/** Skills as typed in one box, comma-separated: trimmed, blank ones dropped. */
export function skillsFromText(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}
