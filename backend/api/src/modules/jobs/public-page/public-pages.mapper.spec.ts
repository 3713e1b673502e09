import { PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import { toSimilarJob } from './public-pages.mapper';

const ID = '22222222-2222-4222-8222-222222222222';
const row = {
  id: ID,
  title: 'Senior Bookkeeper',
  location: null,
  companyName: 'Ledger & Co',
  companyLogoUrl: null,
  isCompanyPrivate: false,
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
    expect(toSimilarJob({ ...row, isCompanyPrivate: true, location: 'Austin, TX' })).toMatchObject({
      company: PRIVATE_COMPANY_NAME,
      location: 'Austin, TX',
    });
  });
});
