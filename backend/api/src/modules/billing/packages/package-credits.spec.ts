import { FEATURED_EXTENSION_DAYS, jobPackage, PACKAGE_CREDIT_VALIDITY_DAYS, UNLIMITED } from '@marketplace/contracts';
import {
  creditsLeft,
  type GrantState,
  grantTermsOf,
  grantToSpend,
  nextDebitFeatured,
  renewalAtEnd,
} from './package-credits';

const DAY = 24 * 3600_000;
const AT = new Date('2026-11-26T10:00:00.000Z');
const days = (n: number) => new Date(AT.getTime() + n * DAY);

function grant(overrides: Partial<GrantState>): GrantState {
  return {
    id: 'g',
    companyId: 'c',
    packageId: 'standard-job-post',
    postings: 1,
    featured: 0,
    listingDays: 30,
    expiresAt: days(365),
    createdAt: AT,
    used: 0,
    featuredUsed: 0,
    ...overrides,
  };
}

describe('package credits', () => {
  it('grants one job for the package duration, spendable for a year; Gold Plus: any number for its 180 days, listed a month at a time', () => {
    expect(grantTermsOf(jobPackage('featured-job-post')!, AT)).toEqual({
      postings: 1,
      featured: 1,
      listingDays: 30,
      expiresAt: days(PACKAGE_CREDIT_VALIDITY_DAYS),
    });
    expect(grantTermsOf(jobPackage('solo-email-blast')!, AT)).toEqual({
      postings: 1,
      featured: 0,
      listingDays: 7,
      expiresAt: days(PACKAGE_CREDIT_VALIDITY_DAYS),
    });
    expect(grantTermsOf(jobPackage('gold-plus-small-business')!, AT)).toEqual({
      postings: UNLIMITED,
      featured: 0,
      listingDays: 30,
      expiresAt: days(180),
    });
  });

  it('spends the first grant with room, soonest to lapse first, and features while featured listings last', () => {
    const spent = grant({ id: 'spent', used: 1 });
    const featured = grant({ id: 'featured', packageId: 'featured-job-post', featured: 1 });
    expect(grantToSpend([spent, featured])?.id).toBe('featured');
    expect(grantToSpend([spent])).toBeNull();
    expect(grantToSpend([grant({ id: 'gold', postings: UNLIMITED, used: 40 })])?.id).toBe('gold');
    expect(nextDebitFeatured(featured)).toBe(true);
    expect(nextDebitFeatured({ ...featured, featuredUsed: 1 })).toBe(false);
  });

  it('counts the credits left: unlimited while Gold Plus runs', () => {
    expect(creditsLeft([])).toEqual({ postingsLeft: 0, featuredLeft: 0 });
    expect(
      creditsLeft([grant({}), grant({ packageId: 'featured-job-post', featured: 1 }), grant({ used: 1 })]),
    ).toEqual({ postingsLeft: 2, featuredLeft: 1 });
    expect(creditsLeft([grant({}), grant({ postings: UNLIMITED, used: 3 })])).toEqual({
      postingsLeft: UNLIMITED,
      featuredLeft: 0,
    });
  });

  it('extends a featured listing once by its free days, renews Gold Plus monthly until it ends, and ends the rest', () => {
    const featuredGrant = { packageId: 'featured-job-post', listingDays: 30, expiresAt: days(365) };
    expect(renewalAtEnd({ featured: true, extendedAt: null, grant: featuredGrant }, AT)).toEqual({
      kind: 'extend',
      until: days(FEATURED_EXTENSION_DAYS),
    });
    expect(renewalAtEnd({ featured: true, extendedAt: days(-30), grant: featuredGrant }, AT)).toBeNull();
    expect(
      renewalAtEnd(
        {
          featured: false,
          extendedAt: null,
          grant: { packageId: 'standard-job-post', listingDays: 30, expiresAt: days(365) },
        },
        AT,
      ),
    ).toBeNull();
    const gold = { packageId: 'gold-plus-small-business', listingDays: 30 };
    expect(renewalAtEnd({ featured: false, extendedAt: null, grant: { ...gold, expiresAt: days(100) } }, AT)).toEqual({
      kind: 'renew',
      until: days(30),
    });
    expect(renewalAtEnd({ featured: false, extendedAt: null, grant: { ...gold, expiresAt: days(10) } }, AT)).toEqual({
      kind: 'renew',
      until: days(10),
    });
    expect(renewalAtEnd({ featured: false, extendedAt: null, grant: { ...gold, expiresAt: AT } }, AT)).toBeNull();
  });
});
