import {
  FEATURED_EXTENSION_DAYS,
  GOLD_PLUS_RENEWAL_DAYS,
  type JobPackageOffer,
  jobPackage,
  type PackageCredit,
  PACKAGE_CREDIT_VALIDITY_DAYS,
  UNLIMITED,
} from '@marketplace/contracts';
import { addDays } from '../subscriptions/subscriptions.mapper';

/** A grant as stored, with how much of it is spent. */
export interface GrantState {
  id: string;
  companyId: string;
  packageId: string;
  /** UNLIMITED (-1): any number while it lasts. */
  postings: number;
  featured: number;
  listingDays: number;
  expiresAt: Date;
  createdAt: Date;
  used: number;
  featuredUsed: number;
}

/** What a purchase grants its company. */
export interface GrantTerms {
  postings: number;
  featured: number;
  listingDays: number;
  expiresAt: Date;
}

/**
 * A package without a job limit (Gold Plus) runs for its own duration and keeps its jobs listed,
 * renewed and moved back to the top every GOLD_PLUS_RENEWAL_DAYS; the others' credits can be spent
 * for PACKAGE_CREDIT_VALIDITY_DAYS, each job listed for the package's duration.
 */
export function renewsMonthly(pkg: Pick<JobPackageOffer, 'jobPostings'>): boolean {
  return pkg.jobPostings === UNLIMITED;
}

export function grantTermsOf(pkg: JobPackageOffer, at: Date): GrantTerms {
  const monthly = renewsMonthly(pkg);
  return {
    postings: pkg.jobPostings,
    featured: pkg.featuredListings,
    listingDays: monthly ? Math.min(GOLD_PLUS_RENEWAL_DAYS, pkg.duration) : pkg.duration,
    expiresAt: addDays(at, monthly ? pkg.duration : PACKAGE_CREDIT_VALIDITY_DAYS),
  };
}

export function hasRoom(grant: Pick<GrantState, 'postings' | 'used'>): boolean {
  return grant.postings === UNLIMITED || grant.used < grant.postings;
}

/** The grant a submission spends: the first with room among the live ones, soonest to lapse first. */
export function grantToSpend<G extends GrantState>(liveGrants: readonly G[]): G | null {
  return liveGrants.find(hasRoom) ?? null;
}

/** Whether the grant's next debit is a featured listing: while its featured listings last. */
export function nextDebitFeatured(grant: Pick<GrantState, 'featured' | 'featuredUsed'>): boolean {
  return grant.featuredUsed < grant.featured;
}

/** An open debit at its listing's end, with its grant. */
export interface EndingListing {
  featured: boolean;
  extendedAt: Date | null;
  grant: Pick<GrantState, 'packageId' | 'expiresAt' | 'listingDays'>;
}

/**
 * What happens to a listing at its end: a featured listing not yet extended gets its free extra
 * days once ('extend'); a job of a monthly package that still runs is renewed until the next month
 * or the package's end ('renew', moved back to the top); otherwise it ends (null).
 */
export function renewalAtEnd(listing: EndingListing, at: Date): { kind: 'extend' | 'renew'; until: Date } | null {
  const pkg = jobPackage(listing.grant.packageId);
  if (listing.featured && listing.extendedAt === null)
    return { kind: 'extend', until: addDays(at, FEATURED_EXTENSION_DAYS) };
  if (pkg && renewsMonthly(pkg) && listing.grant.expiresAt > at) {
    const next = addDays(at, listing.grant.listingDays);
    return { kind: 'renew', until: next < listing.grant.expiresAt ? next : listing.grant.expiresAt };
  }
  return null;
}

/** The credits left of the live grants: -1 postings while a grant without a limit runs. */
export function creditsLeft(liveGrants: readonly GrantState[]): { postingsLeft: number; featuredLeft: number } {
  let postingsLeft = 0;
  let featuredLeft = 0;
  for (const grant of liveGrants) {
    if (grant.postings === UNLIMITED) postingsLeft = UNLIMITED;
    else if (postingsLeft !== UNLIMITED) postingsLeft += Math.max(grant.postings - grant.used, 0);
    if (hasRoom(grant)) featuredLeft += Math.max(grant.featured - grant.featuredUsed, 0);
  }
  return { postingsLeft, featuredLeft };
}

export function toPackageCredit(grant: GrantState): PackageCredit {
  const pkg = jobPackage(grant.packageId);
  return {
    id: grant.id,
    packageId: (pkg?.id ?? grant.packageId) as PackageCredit['packageId'],
    packageName: pkg?.name ?? grant.packageId,
    postings: grant.postings,
    used: grant.used,
    featured: grant.featured,
    featuredUsed: grant.featuredUsed,
    expiresAt: grant.expiresAt.toISOString(),
    purchasedAt: grant.createdAt.toISOString(),
  };
}
