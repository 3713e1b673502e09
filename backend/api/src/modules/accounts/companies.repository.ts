import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CompanySize } from '@marketplace/contracts';
import { Company } from './entities/company.entity';

export interface CompanyRecord {
  id: string;
  slug: string;
  name: string;
  website: string | null;
}

/** A company's profile as the employer edits it. */
export interface CompanyProfileRecord {
  id: string;
  name: string;
  logoUrl: string | null;
  logoFileUrl: string | null;
  website: string | null;
  linkedinUrl: string | null;
  about: string | null;
  size: CompanySize | null;
  /** Whether applicants the company marks not selected get a kind e-mail. */
  notSelectedEmails: boolean;
}

interface CompanyProfileRow {
  id: string;
  name: string;
  logo_url: string | null;
  logo_file_url: string | null;
  website: string | null;
  linkedin_url: string | null;
  about: string | null;
  size: CompanySize | null;
  not_selected_emails: boolean;
}

/** The only code that reads or writes `companies`. */
@Injectable()
export class CompaniesRepository {
  constructor(private readonly em: EntityManager) {}

  async findBySlugs(slugs: readonly string[]): Promise<CompanyRecord[]> {
    if (slugs.length === 0) return [];
    return this.em.find(
      Company,
      { slug: { $in: [...slugs] } },
      { fields: ['id', 'slug', 'name', 'website'], disableIdentityMap: true },
    );
  }

  async insertMany(
    companies: ReadonlyArray<Pick<Company, 'id' | 'slug' | 'name' | 'website' | 'logoUrl'>>,
  ): Promise<void> {
    if (companies.length === 0) return;
    await this.em.insertMany(
      Company,
      companies.map((company) => ({ ...company })),
    );
  }

  async findProfile(companyId: string): Promise<CompanyProfileRecord | null> {
    const rows = await this.em.execute<CompanyProfileRow[]>(
      `select "id", "name", "logo_url", "logo_file_url", "website", "linkedin_url", "about", "size", "not_selected_emails" from "companies" where "id" = ?`,
      [companyId],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          name: row.name,
          logoUrl: row.logo_url,
          logoFileUrl: row.logo_file_url,
          website: row.website,
          linkedinUrl: row.linkedin_url,
          about: row.about,
          size: row.size,
          notSelectedEmails: row.not_selected_emails,
        }
      : null;
  }

  /** Replaces the profile (a rename re-indexes the company's jobs through the table's trigger). */
  async updateProfile(profile: CompanyProfileRecord, at: Date): Promise<void> {
    await this.em.execute(
      `update "companies" set "name" = ?, "logo_url" = ?, "logo_file_url" = ?, "website" = ?, "linkedin_url" = ?, "about" = ?, "size" = ?, "not_selected_emails" = ?, "updated_at" = ? where "id" = ?`,
      [
        profile.name,
        profile.logoUrl,
        profile.logoFileUrl,
        profile.website,
        profile.linkedinUrl,
        profile.about,
        profile.size,
        profile.notSelectedEmails,
        at,
        profile.id,
      ],
    );
  }

  async insert(company: { id: string; slug: string; name: string }, at: Date): Promise<void> {
    await this.em.execute(`insert into companies (id, slug, name, created_at, updated_at) values (?, ?, ?, ?, ?)`, [
      company.id,
      company.slug,
      company.name,
      at,
      at,
    ]);
  }
}
