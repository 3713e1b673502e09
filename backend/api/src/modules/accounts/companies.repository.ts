import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { columnDefault, typedSql } from '../../infrastructure/database/typed-sql';
import type { Company } from './entities/company.entity';

export type CompanyRecord = Pick<Company, 'id' | 'slug' | 'name' | 'website'>;

/** A company's profile as the employer edits it. */
export type CompanyProfileRecord = Pick<
  Company,
  'id' | 'name' | 'logoUrl' | 'logoFileUrl' | 'website' | 'linkedinUrl' | 'about' | 'size' | 'notSelectedEmails'
>;

/** Owns `companies`: the only code that reads or writes it. */
@Injectable()
export class CompaniesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Company>(this.em);
  }

  @GenerateSql({ params: [['sample-company', 'other-company']] })
  async findBySlugs(slugs: readonly string[]): Promise<CompanyRecord[]> {
    if (slugs.length === 0) return [];
    return this.db
      .selectFrom('Company')
      .select(['id', 'slug', 'name', 'website'])
      .where('slug', 'in', [...slugs])
      .execute();
  }

  @GenerateSql({
    params: [
      [
        {
          id: SQL_SAMPLE.uuid,
          slug: 'sample-company',
          name: SQL_SAMPLE.text,
          website: 'https://sample.example',
          logoUrl: null,
        },
      ],
    ],
  })
  async insertMany(
    companies: ReadonlyArray<Pick<Company, 'id' | 'slug' | 'name' | 'website' | 'logoUrl'>>,
  ): Promise<void> {
    if (companies.length === 0) return;
    await this.db
      .insertInto('Company')
      .values(
        companies.map((company) => ({
          id: company.id,
          slug: company.slug,
          name: company.name,
          website: company.website,
          logoUrl: company.logoUrl,
          // The columns' own defaults, as before (the entity types them as required).
          timeZone: columnDefault<string>(),
          notSelectedEmails: columnDefault<boolean>(),
          createdAt: columnDefault<Date>(),
          updatedAt: columnDefault<Date>(),
        })),
      )
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findProfile(companyId: string): Promise<CompanyProfileRecord | null> {
    const row = await this.db
      .selectFrom('Company')
      .select(['id', 'name', 'logoUrl', 'logoFileUrl', 'website', 'linkedinUrl', 'about', 'size', 'notSelectedEmails'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Replaces the profile (a rename re-indexes the company's jobs through the table's trigger). */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        name: SQL_SAMPLE.text,
        logoUrl: null,
        logoFileUrl: null,
        website: null,
        linkedinUrl: null,
        about: null,
        size: '11-50',
        notSelectedEmails: true,
      },
      SQL_SAMPLE.date,
    ],
  })
  async updateProfile(profile: CompanyProfileRecord, at: Date): Promise<void> {
    await this.db
      .updateTable('Company')
      .set({
        name: profile.name,
        logoUrl: profile.logoUrl,
        logoFileUrl: profile.logoFileUrl,
        website: profile.website,
        linkedinUrl: profile.linkedinUrl,
        about: profile.about,
        size: profile.size,
        notSelectedEmails: profile.notSelectedEmails,
        updatedAt: at,
      })
      .where('id', '=', profile.id)
      .execute();
  }

  @GenerateSql({ params: [{ id: SQL_SAMPLE.uuid, slug: 'sample-company', name: SQL_SAMPLE.text }, SQL_SAMPLE.date] })
  async insert(company: Pick<Company, 'id' | 'slug' | 'name'>, at: Date): Promise<void> {
    await this.db
      .insertInto('Company')
      .values({
        id: company.id,
        slug: company.slug,
        name: company.name,
        // The columns' own defaults, as before (the entity types them as required).
        timeZone: columnDefault<string>(),
        notSelectedEmails: columnDefault<boolean>(),
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
}
