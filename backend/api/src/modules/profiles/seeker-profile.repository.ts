import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import type { UserCard } from '../accounts';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { type TablesOf, typedSql } from '../../infrastructure/database/typed-sql';
import type { SeekerProfileEntity } from './entities/seeker-profile.entity';

type ProfileColumns = Selectable<TablesOf<SeekerProfileEntity>['SeekerProfileEntity']>;

/** A row of seeker_profiles as the services use it, the key read as `userId` (the headline lives on users). */
export type SeekerProfileRecord = Pick<ProfileColumns, (typeof PROFILE_FIELDS)[number]> & {
  userId: ProfileColumns['user'];
};

/** The fields the services read and write (the search columns are the trigger's and the talent search's). */
const PROFILE_FIELDS = [
  'location',
  'phone',
  'availability',
  'experienceLevel',
  'aboutMe',
  'salaryExpectations',
  'showSalaryExpectations',
  'visibleToEmployers',
  'skills',
  'portfolioUrls',
  'workExperience',
  'education',
  'updatedAt',
] as const;

/** A seeker whose profile matches, with their address and name (accounts' user card). */
export type MatchingSeeker = { userId: UserCard['id'] } & Pick<UserCard, 'email' | 'name'>;

/** A whole profile for the emitted calls. */
const SAMPLE_PROFILE: SeekerProfileRecord = {
  userId: SQL_SAMPLE.uuid,
  location: SQL_SAMPLE.text,
  phone: null,
  availability: 'immediately',
  experienceLevel: 'mid',
  aboutMe: SQL_SAMPLE.text,
  salaryExpectations: 1000,
  showSalaryExpectations: false,
  visibleToEmployers: true,
  skills: [SQL_SAMPLE.text],
  portfolioUrls: [],
  workExperience: null,
  education: [],
  updatedAt: SQL_SAMPLE.date,
};

/**
 * Owns `seeker_profiles`: the only code that writes it. The talent module's search reads it too
 * (read-only, through its own indexes: migration Migration20261126100000_talent).
 */
@Injectable()
export class SeekerProfileRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<SeekerProfileEntity | UserCard>(this.em);
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findByUser(userId: string): Promise<SeekerProfileRecord | null> {
    const row = await this.db
      .selectFrom('SeekerProfileEntity')
      .select(['user as userId', ...PROFILE_FIELDS])
      .where('user', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Writes the whole profile (the first save creates the row). */
  @GenerateSql({ params: [SAMPLE_PROFILE] })
  async save(profile: SeekerProfileRecord): Promise<void> {
    const { userId, ...fields } = profile;
    await this.db
      .insertInto('SeekerProfileEntity')
      .values({ user: userId, ...fields })
      .onConflict((conflict) => conflict.column('user').doUpdateSet(fields))
      .execute();
  }

  /**
   * Up to `limit` live seekers sharing at least one of these skills who are not 'not_looking' (a
   * null availability is not), most recently updated profiles first. The skills are compared as
   * search_skills holds them (lower case, trimmed: the trigger seeker_profiles_search_refresh).
   */
  @GenerateSql({ params: [[SQL_SAMPLE.text, ' Figma '], 100] })
  async seekersWithSkills(skills: readonly string[], limit: number): Promise<MatchingSeeker[]> {
    if (skills.length === 0 || limit <= 0) return [];
    return this.db
      .selectFrom('SeekerProfileEntity as p')
      .innerJoin('UserCard as u', 'u.id', 'p.user')
      .select(['p.user as userId', 'u.email', 'u.name'])
      .where('u.deletedAt', 'is', null)
      .where('u.role', '=', 'seeker')
      .where('p.availability', 'is distinct from', 'not_looking')
      .where((eb) => {
        // The skills go as JSON text: one parameter, whatever their number.
        const elements = eb.fn<{ value: string }>('jsonb_array_elements_text', [
          eb.cast(eb.val(JSON.stringify(skills)), 'jsonb'),
        ]);
        const wanted = eb
          .selectFrom(elements.as('s'))
          .select((s) => s.fn<string>('lower', [s.fn('btrim', ['s.value'])]).as('skill'))
          .distinct()
          .where((s) => s(s.fn('btrim', ['s.value']), '<>', ''));
        return eb('p.searchSkills', '&&', eb.fn<string[]>('array', [wanted]));
      })
      .orderBy('p.updatedAt', 'desc')
      .orderBy('p.user')
      .limit(limit)
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async deleteOf(userId: string): Promise<void> {
    await this.db.deleteFrom('SeekerProfileEntity').where('user', '=', userId).execute();
  }
}
