import type { ReactNode } from 'react';
import { formatCents, type JobPackage, pricePerPosting, UNLIMITED } from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { OfferCard, OfferFeatures, OfferGrid, OfferHeader, OfferPrice } from './offer-styles';

/** The words of the package cards beyond the packages' names and badges. */
export const PACKAGE_TEXTS = {
  popular: 'Popular',
  recommended: 'Recommended',
  current: 'Current',
  perPost: 'per job post',
  perPosting: (cents: number) => `${formatCents(cents)} per job post`,
  jobs: (postings: number) =>
    postings === UNLIMITED ? 'Unlimited jobs' : postings === 1 ? '1 job' : `${postings} jobs`,
  listed: (days: number) => `${days} days`,
} as const;

export interface PackageCardsProps {
  packages: readonly JobPackage[];
  /** The card's action (e.g. Buy), if any. */
  action?: (pkg: JobPackage) => ReactNode;
  /** The heading level of each card's name (2 on a page of its own, 3 under a section heading). */
  headingLevel?: 2 | 3;
}

/**
 * The price, and what one job post comes to: a single-post package's price is its per-post price,
 * so it reads '$97 per job post' (not '$97 $97 per job post'); a bigger one adds the figure after it.
 */
export function priceLine(pkg: Pick<JobPackage, 'price' | 'jobPostings'>): ReactNode {
  const price = <strong>{formatCents(pkg.price)}</strong>;
  if (pkg.jobPostings === 1)
    return (
      <>
        {price} <span>{PACKAGE_TEXTS.perPost}</span>
      </>
    );
  return (
    <>
      {price} <span>· {PACKAGE_TEXTS.perPosting(pricePerPosting(pkg))}</span>
    </>
  );
}

/** Cards for the job-posting packages, on /employers and /employer/packages. */
export function PackageCards({ packages, action, headingLevel = 2 }: PackageCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <OfferGrid aria-label="Job-posting packages">
      {packages.map((pkg) => (
        <OfferCard key={pkg.id} aria-labelledby={`package-${pkg.id}`} $selected={pkg.current}>
          <OfferHeader>
            <Heading id={`package-${pkg.id}`}>{pkg.name}</Heading>
            {pkg.popular ? <Badge $tone="accent">{PACKAGE_TEXTS.popular}</Badge> : null}
            {pkg.recommended ? <Badge $tone="info">{PACKAGE_TEXTS.recommended}</Badge> : null}
            {pkg.current ? <Badge $tone="success">{PACKAGE_TEXTS.current}</Badge> : null}
          </OfferHeader>
          <OfferPrice>{priceLine(pkg)}</OfferPrice>
          <p>{pkg.description}</p>
          <OfferFeatures aria-label={`${pkg.name} features`}>
            {pkg.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </OfferFeatures>
          {action ? <div>{action(pkg)}</div> : null}
        </OfferCard>
      ))}
    </OfferGrid>
  );
}
