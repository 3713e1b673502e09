import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Company } from './entities/company.entity';

export interface CompanyRecord {
  id: string;
  slug: string;
  name: string;
  website: string | null;
}

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

  async insertMany(companies: ReadonlyArray<Pick<Company, 'id' | 'slug' | 'name' | 'website' | 'logoUrl'>>): Promise<void> {
    if (companies.length === 0) return;
    await this.em.insertMany(Company, companies.map((company) => ({ ...company })));
  }

  async insert(company: { id: string; slug: string; name: string }, at: Date): Promise<void> {
    await this.em.execute(`insert into companies (id, slug, name, created_at, updated_at) values (?, ?, ?, ?, ?)`, [company.id, company.slug, company.name, at, at]);
  }
}
