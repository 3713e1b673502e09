/**
 * What is for sale, defined once: the seekers' subscription plans and the employers' job-posting
 * packages. Amounts are integer cents, so
 * no sum or renewal ever rounds; screens format them with formatCents. The billing module charges
 * these figures and the pages show them, so a price lives only here.
 */

export const SUBSCRIPTION_PLAN_IDS = ['trial', 'gold', 'vip-platinum', 'annual-platinum'] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];

/** A limit (resume versions, job postings) that means "no limit": -1. */
export const UNLIMITED = -1;

/** A seeker's subscription plan; price in cents, resumeLimit UNLIMITED for no limit. */
export interface SubscriptionPlan {
  id: SubscriptionPlanId;
  name: string;
  /** Cents charged per period (after the free trial days, if any). */
  price: number;
  /** How the price reads next to the amount: 'per month', 'per 2 months', ... */
  billing: string;
  /** Days one period lasts: the renewal date is the start plus this. */
  duration: number;
  /** Resume versions a seeker on this plan may keep; UNLIMITED for no limit. */
  resumeLimit: number;
  /** Days before the first charge (0: charged at once). */
  trialDays: number;
  description: string;
  features: string[];
  support: string;
  popular: boolean;
  /** Extras that come with the plan beyond its features (a gift, a saving). */
  includes: string[];
}

const ALL_PLANS_FEATURES = ['Unlimited job applications', 'Cancel anytime'];
const WEEKDAYS = 'Monday to Friday';

function resumeFeature(limit: number): string {
  if (limit === UNLIMITED) return 'Unlimited resume versions';
  return limit === 1 ? '1 resume version' : `Up to ${limit} resume versions`;
}

function plan(fields: Omit<SubscriptionPlan, 'features'> & { extraFeatures?: string[] }): SubscriptionPlan {
  const { extraFeatures = [], ...rest } = fields;
  return { ...rest, features: [resumeFeature(fields.resumeLimit), ...ALL_PLANS_FEATURES, ...extraFeatures] };
}

/**
 * The four seeker plans. The platinum tiers are named in the voice of 'Gold Mom Professional'.
 */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  plan({
    id: 'trial',
    name: 'Trial',
    price: 3499,
    billing: 'per month',
    duration: 33,
    resumeLimit: 1,
    trialDays: 3,
    description: 'Try every job on Nestwork free for 3 days, then month by month.',
    extraFeatures: ['3-day free trial'],
    support: `E-mail support, ${WEEKDAYS}`,
    popular: false,
    includes: [],
  }),
  plan({
    id: 'gold',
    name: 'Gold Mom Professional',
    price: 4999,
    billing: 'per 2 months',
    duration: 60,
    resumeLimit: 3,
    trialDays: 0,
    description: 'For an active search: tailor a resume to each kind of role.',
    support: `E-mail and text support, ${WEEKDAYS}`,
    popular: true,
    includes: [],
  }),
  plan({
    id: 'vip-platinum',
    name: 'VIP Platinum Mom Professional',
    price: 7999,
    billing: 'per 3 months',
    duration: 90,
    resumeLimit: UNLIMITED,
    trialDays: 0,
    description: 'Every resume you need for a season of searching, with phone support.',
    support: `E-mail, text and phone support, ${WEEKDAYS}`,
    popular: false,
    includes: ['Free T-shirt (US residents only)'],
  }),
  plan({
    id: 'annual-platinum',
    name: 'Annual Platinum Mom Professional',
    price: 29900,
    billing: 'per year',
    duration: 365,
    resumeLimit: UNLIMITED,
    trialDays: 0,
    description: 'A whole year of Nestwork at the best price.',
    support: `E-mail, text and phone support, ${WEEKDAYS}`,
    popular: false,
    includes: ['Free T-shirt (US residents only)', 'Save $120/year'],
  }),
];

export const JOB_PACKAGE_IDS = [
  'standard-job-post',
  'featured-job-post',
  'solo-email-blast',
  'gold-plus-small-business',
  'concierge-lite',
  'concierge-level-1',
  'concierge-level-2',
] as const;
export type JobPackageId = (typeof JOB_PACKAGE_IDS)[number];

/** A job-posting package; price in cents. `current` marks the signed-in employer's package. */
export interface JobPackage {
  id: JobPackageId;
  name: string;
  description: string;
  price: number;
  /** Jobs the package posts; UNLIMITED for no limit. */
  jobPostings: number;
  featuredListings: number;
  /** Days a job posted with it stays listed (the package's own span for Gold Plus). */
  duration: number;
  features: string[];
  popular: boolean;
  recommended: boolean;
  current: boolean;
}

/** The catalogue entry: a package before it is anybody's current one. */
export type JobPackageOffer = Omit<JobPackage, 'current'>;

const EMAIL_SUPPORT = `E-mail support, ${WEEKDAYS}`;
const EMAIL_AND_TEXT_SUPPORT = `E-mail and text support, ${WEEKDAYS}`;

/** The concierge packages differ by price and badge only; nothing else tells them apart. */
function concierge(
  id: JobPackageId,
  name: string,
  price: number,
  popular: boolean,
  recommended: boolean,
): JobPackageOffer {
  return {
    id,
    name,
    description: 'We find your candidates for you: an admin concierge runs the search with you.',
    price,
    jobPostings: 1,
    featuredListings: 0,
    duration: 30,
    features: ['1 job listed for 30 days', 'A dedicated concierge and chat', EMAIL_AND_TEXT_SUPPORT],
    popular,
    recommended,
  };
}

/** The seven job-posting packages. */
export const JOB_PACKAGES: readonly JobPackageOffer[] = [
  {
    id: 'standard-job-post',
    name: 'Standard Job Post',
    description: 'One job in front of parents looking for flexible work.',
    price: 9700,
    jobPostings: 1,
    featuredListings: 0,
    duration: 30,
    features: ['1 job listed for 30 days', 'Reviewed and approved by a person', EMAIL_SUPPORT],
    popular: false,
    recommended: false,
  },
  {
    id: 'featured-job-post',
    name: 'Featured Job Post',
    description: 'One job at the top of search with a Featured badge.',
    price: 12700,
    jobPostings: 1,
    featuredListings: 1,
    duration: 30,
    features: [
      '1 job listed for 30 days',
      'Featured in search',
      '30 extra days free if the job is not filled',
      EMAIL_SUPPORT,
    ],
    popular: true,
    recommended: false,
  },
  {
    id: 'solo-email-blast',
    name: 'Solo Email Blast',
    description: 'Your job e-mailed to the seekers whose alerts and profiles match it.',
    price: 24900,
    jobPostings: 1,
    featuredListings: 0,
    duration: 7,
    features: ['1 job listed for 7 days', 'Sent once by e-mail to matching seekers', EMAIL_SUPPORT],
    popular: false,
    recommended: true,
  },
  {
    id: 'gold-plus-small-business',
    name: 'Gold Plus Small Business',
    description: 'Keep hiring for six months: jobs renewed and moved back to the top every month.',
    price: 9700,
    jobPostings: UNLIMITED,
    featuredListings: 0,
    duration: 180,
    features: ['Unlimited jobs for 180 days', 'Renewed and boosted monthly', EMAIL_AND_TEXT_SUPPORT],
    popular: false,
    recommended: false,
  },
  concierge('concierge-lite', 'Concierge Lite', 69500, false, false),
  concierge('concierge-level-1', 'Concierge Level I', 129500, true, false),
  concierge('concierge-level-2', 'Concierge Level II', 149500, false, true),
];

/** Unlimited postings count as this many when a per-posting price is shown. */
export const UNLIMITED_POSTINGS_AS = 10;

/** The per-posting figure: price divided by the job count, in whole cents. */
export function pricePerPosting(pkg: Pick<JobPackageOffer, 'price' | 'jobPostings'>): number {
  const postings = pkg.jobPostings === UNLIMITED ? UNLIMITED_POSTINGS_AS : pkg.jobPostings;
  return Math.round(pkg.price / Math.max(postings, 1));
}

/** Cents as people read a price: '$34.99', '$97', '$1,295'. */
export function formatCents(cents: number): string {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

export function subscriptionPlan(id: string): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((candidate) => candidate.id === id);
}

export function jobPackage(id: string): JobPackageOffer | undefined {
  return JOB_PACKAGES.find((candidate) => candidate.id === id);
}
