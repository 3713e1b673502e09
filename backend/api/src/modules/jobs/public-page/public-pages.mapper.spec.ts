import { PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import { toSimilarJob } from './public-pages.mapper';

const ID = '22222222-2222-4222-8222-222222222222';
const row = {
  id: ID,
  title: 'Senior Bookkeeper',
  location: null,
  company_name: 'Ledger & Co',
  company_logo_url: null,
  is_company_private: false,
};

describe('toSimilarJob', () => {
  it("links the job's public page and names its company and place", () => {
    expect(toSimilarJob(row)).toEqual({
      title: 'Senior Bookkeeper',
      company: 'Ledger & Co',
      location: 'Remote',
      path: `/jobs/${ID}-senior-bookkeeper`,
    });
  });

  it('keeps a private company anonymous', () => {
    expect(toSimilarJob({ ...row, is_company_private: true, location: 'Austin, TX' })).toMatchObject({
      company: PRIVATE_COMPANY_NAME,
      location: 'Austin, TX',
    });
  });
});
