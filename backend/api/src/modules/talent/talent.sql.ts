import type { Availability, ExperienceLevel } from '@marketplace/contracts';

/**
 * The search statements of TalentRepository, kept as text with `?` parameters (values never travel
 * in the text; the repository hands each to Kysely as a parameter). Search reads profiles'
 * `seeker_profile_cards` and accounts' `user_cards`, plain views PostgreSQL inlines, so it reads
 * seeker_profiles through its partial indexes (migration Migration20261126100000_talent):
 * seeker_profiles_talent_search_idx (GIN over the words, skills, availability and experience
 * level) and seeker_profiles_talent_recent_idx (updated_at desc, user_id desc), both limited to
 * seekers who let employers find them.
 *
 * The text search configuration must be the one the trigger seeker_profiles_search_refresh builds
 * the vectors with, or words would not stem alike.
 */
export const TALENT_TEXT_CONFIG = 'english';

/** A place in result order (updated_at desc, user_id desc). */
export interface TalentPosition {
  updatedAt: Date;
  id: string;
}

/** What one search filters on; empty lists and null do not filter. */
export interface TalentSearchFilters {
  /** A tsquery in text form, or null without words. */
  tsquery: string | null;
  /** Lower-case skills, all required. */
  skills: string[];
  availability: Availability[];
  experienceLevels: ExperienceLevel[];
}

export interface Sql {
  sql: string;
  params: unknown[];
}

/** `= ?` for one value, `in (?)` for several (a bitmap scan of the GIN index takes either). */
function oneOf(column: string, values: readonly string[]): Sql[] {
  if (values.length === 0) return [];
  return values.length === 1
    ? [{ sql: `and p."${column}" = ?`, params: [values[0]] }]
    : [{ sql: `and p."${column}" in (?)`, params: [[...values]] }];
}

/**
 * The conditions after `where p."visible_to_employers"`: the words, the skills (as an array
 * literal: an array parameter would be spread into a list of parameters) and the two filters.
 * Each is a column of the GIN index, so they meet inside one index scan.
 */
export function talentConditions(filters: TalentSearchFilters): Sql[] {
  const conditions: Sql[] = [];
  if (filters.tsquery !== null)
    conditions.push({ sql: `and p."search_document" @@ ?::tsquery`, params: [filters.tsquery] });
  if (filters.skills.length > 0)
    conditions.push({ sql: `and p."search_skills" @> ?::text[]`, params: [toArrayLiteral(filters.skills)] });
  conditions.push(
    ...oneOf('availability', filters.availability),
    ...oneOf('experience_level', filters.experienceLevels),
  );
  return conditions;
}

/** A PostgreSQL text[] literal, every element quoted and escaped. */
export function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** The columns of a card, from seeker_profile_cards `p` and user_cards `u`, named as TalentRow's fields. */
const CARD_COLUMNS = `p."user_id" as "id", p."location", p."availability", p."experience_level" as "experienceLevel", p."skills", p."updated_at" as "updatedAt",
  u."name", u."headline", u."profile_picture_url" as "profilePictureUrl"`;

/**
 * Params: the conditions', then [updatedAt ISO, id] of the position (when there is one), then
 * [limit]. One page, most recently updated profiles first. The planner picks between walking
 * seeker_profiles_talent_recent_idx (cheap when matches are common) and collecting the matches
 * from the GIN index and sorting them (cheap when they are few). Deleted accounts have no profile
 * (the profiles module forgets it); the users condition only guards the page.
 */
export function buildTalentSearchSql(filters: TalentSearchFilters, after: TalentPosition | null, limit: number): Sql {
  const conditions = talentConditions(filters);
  if (after)
    conditions.push({
      sql: `and (p."updated_at", p."user_id") < (?::timestamptz, ?::uuid)`,
      params: [after.updatedAt.toISOString(), after.id],
    });
  return {
    sql: [
      `select ${CARD_COLUMNS}`,
      'from "seeker_profile_cards" p',
      'join "user_cards" u on u."id" = p."user_id"',
      'where p."visible_to_employers"',
      ...conditions.map((condition) => `  ${condition.sql}`),
      '  and u."deleted_at" is null',
      'order by p."updated_at" desc, p."user_id" desc',
      'limit ?',
    ].join('\n'),
    params: [...conditions.flatMap((condition) => condition.params), limit],
  };
}

/**
 * Params: the conditions', then [cap + 1]. How many seekers match, counting at most cap + 1: one
 * more than the cap tells that the count is capped.
 */
export function buildTalentCountSql(filters: TalentSearchFilters, cap: number): Sql {
  const conditions = talentConditions(filters);
  return {
    sql: [
      'select count(*)::int as "total" from (',
      'select 1 from "seeker_profile_cards" p where p."visible_to_employers"',
      ...conditions.map((condition) => `  ${condition.sql}`),
      'limit ?',
      ') m',
    ].join('\n'),
    params: [...conditions.flatMap((condition) => condition.params), cap + 1],
  };
}
