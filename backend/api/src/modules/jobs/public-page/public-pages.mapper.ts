import { formatLocation, publicJobPath } from '@marketplace/contracts';
import { companyOnCard } from '../job-card.mapper';
import type { SimilarJobRow } from './public-pages.repository';

/** A similar live job as a closed job's page lists it: a link to its public page. */
export interface SimilarJob {
  title: string;
  company: string;
  location: string;
  path: string;
}

/** A similar job's row for the public page; private companies stay anonymous, as on cards. */
export function toSimilarJob(row: Omit<SimilarJobRow, 'location'> & { location: string | null }): SimilarJob {
  return {
    title: row.title,
    company: companyOnCard({
      is_company_private: row.isCompanyPrivate,
      company_name: row.companyName,
      company_logo_url: row.companyLogoUrl,
    }).company,
    location: formatLocation(row.location),
    path: publicJobPath(row.id, row.title),
  };
}
