import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { UserCard } from '../../accounts';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { SeekerProfileEntity } from '../entities/seeker-profile.entity';
import type { DemoSeekerProfile } from './demo-seeker-profiles';

/**
 * Writes the demo seekers' rows of `seeker_profiles` (owned by profiles; reads accounts'
 * `user_cards`); used by the seed command only. Not emitted: its module is the CLI's, which the SQL
 * emitter's application does not load.
 */
@Injectable()
export class ProfilesDemoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<SeekerProfileEntity | UserCard>(this.em);
  }

  /** Inserts the profile unless the seeker has one or is not a live seeker; true when it was inserted. */
  async insertIfMissing(profile: DemoSeekerProfile, at: Date): Promise<boolean> {
    const rows = await this.db
      .insertInto('SeekerProfileEntity')
      .columns([
        'user',
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
      ])
      .expression(
        this.db
          .selectNoFrom((eb) => [
            eb.val(profile.userId).as('user'),
            eb.val(profile.location).as('location'),
            eb.lit(null).as('phone'),
            eb.val(profile.availability).as('availability'),
            eb.val(profile.experienceLevel).as('experienceLevel'),
            eb.val(profile.aboutMe).as('aboutMe'),
            eb.val(profile.salaryExpectations).as('salaryExpectations'),
            eb.val(profile.showSalaryExpectations).as('showSalaryExpectations'),
            eb.val(profile.visibleToEmployers).as('visibleToEmployers'),
            // Lists go as JSON text: a select list is not tied to the columns, so no value conversion applies.
            eb.cast<string>(eb.val(JSON.stringify(profile.skills)), 'jsonb').as('skills'),
            eb.cast<string>(eb.val(JSON.stringify(profile.portfolioUrls)), 'jsonb').as('portfolioUrls'),
            eb.val(profile.workExperience).as('workExperience'),
            eb.cast<string>(eb.val(JSON.stringify(profile.education)), 'jsonb').as('education'),
            eb.val(at).as('updatedAt'),
          ])
          .where(({ exists, selectFrom, lit }) =>
            exists(
              selectFrom('UserCard as u')
                .select(lit(1).as('one'))
                .where('u.id', '=', profile.userId)
                .where('u.role', '=', 'seeker')
                .where('u.deletedAt', 'is', null),
            ),
          ),
      )
      .onConflict((conflict) => conflict.column('user').doNothing())
      .returning('user')
      .execute();
    return rows.length > 0;
  }
}
