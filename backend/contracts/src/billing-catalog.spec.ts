import {
  JOB_PACKAGES,
  SUBSCRIPTION_PLANS,
  UNLIMITED,
  formatCents,
  jobPackage,
  pricePerPosting,
  subscriptionPlan,
} from './billing-catalog';

describe('subscription plans (spec section 9)', () => {
  it('are the four plans with their prices in cents, periods, resume limits and trial', () => {
    expect(
      SUBSCRIPTION_PLANS.map(({ id, name, price, billing, duration, resumeLimit, trialDays, popular }) => ({
        id,
        name,
        price,
        billing,
        duration,
        resumeLimit,
        trialDays,
        popular,
      })),
    ).toEqual([
      {
        id: 'trial',
        name: 'Trial',
        price: 3499,
        billing: 'per month',
        duration: 33,
        resumeLimit: 1,
        trialDays: 3,
        popular: false,
      },
      {
        id: 'gold',
        name: 'Gold Mom Professional',
        price: 4999,
        billing: 'per 2 months',
        duration: 60,
        resumeLimit: 3,
        trialDays: 0,
        popular: true,
      },
      {
        id: 'vip-platinum',
        name: 'VIP Platinum Mom Professional',
        price: 7999,
        billing: 'per 3 months',
        duration: 90,
        resumeLimit: UNLIMITED,
        trialDays: 0,
        popular: false,
      },
      {
        id: 'annual-platinum',
        name: 'Annual Platinum Mom Professional',
        price: 29900,
        billing: 'per year',
        duration: 365,
        resumeLimit: UNLIMITED,
        trialDays: 0,
        popular: false,
      },
    ]);
  });

  it('all offer unlimited applications and cancel anytime; support grows e-mail, then text, then phone, on weekdays', () => {
    for (const plan of SUBSCRIPTION_PLANS)
      expect(plan.features).toEqual(expect.arrayContaining(['Unlimited job applications', 'Cancel anytime']));
    expect(SUBSCRIPTION_PLANS.map((plan) => plan.support)).toEqual([
      'E-mail support, Monday to Friday',
      'E-mail and text support, Monday to Friday',
      'E-mail, text and phone support, Monday to Friday',
      'E-mail, text and phone support, Monday to Friday',
    ]);
  });

  it('give the platinum plans the T-shirt for US residents, and the annual one its saving', () => {
    expect(subscriptionPlan('trial')?.includes).toEqual([]);
    expect(subscriptionPlan('vip-platinum')?.includes).toEqual(['Free T-shirt (US residents only)']);
    expect(subscriptionPlan('annual-platinum')?.includes).toEqual([
      'Free T-shirt (US residents only)',
      'Save $120/year',
    ]);
    expect(subscriptionPlan('trial')?.features).toContain('3-day free trial');
    expect(subscriptionPlan('gold')?.features).toContain('Up to 3 resume versions');
    expect(subscriptionPlan('annual-platinum')?.features).toContain('Unlimited resume versions');
    expect(subscriptionPlan('platinum')).toBeUndefined();
  });
});

describe('job-posting packages (spec section 9)', () => {
  it('are the seven packages with their prices in cents, postings, featured listings, days and badges', () => {
    expect(
      JOB_PACKAGES.map(({ id, name, price, jobPostings, featuredListings, duration, popular, recommended }) => [
        id,
        name,
        price,
        jobPostings,
        featuredListings,
        duration,
        popular,
        recommended,
      ]),
    ).toEqual([
      ['standard-job-post', 'Standard Job Post', 9700, 1, 0, 30, false, false],
      ['featured-job-post', 'Featured Job Post', 12700, 1, 1, 30, true, false],
      ['solo-email-blast', 'Solo Email Blast', 24900, 1, 0, 7, false, true],
      ['gold-plus-small-business', 'Gold Plus Small Business', 9700, UNLIMITED, 0, 180, false, false],
      ['concierge-lite', 'Concierge Lite', 69500, 1, 0, 30, false, false],
      ['concierge-level-1', 'Concierge Level I', 129500, 1, 0, 30, true, false],
      ['concierge-level-2', 'Concierge Level II', 149500, 1, 0, 30, false, true],
    ]);
    expect(jobPackage('featured-job-post')?.features).toContain('30 extra days free if the job is not filled');
    expect(jobPackage('gold-plus-small-business')?.features).toContain('Renewed and boosted monthly');
  });

  it('figure the price per posting as the price divided by the job count, unlimited counting as 10', () => {
    expect(pricePerPosting({ price: 12700, jobPostings: 1 })).toBe(12700);
    expect(pricePerPosting({ price: 9700, jobPostings: UNLIMITED })).toBe(970);
    expect(pricePerPosting({ price: 10000, jobPostings: 3 })).toBe(3333);
  });
});

describe('formatCents', () => {
  it('shows cents only when there are any, with thousands separated', () => {
    expect(formatCents(3499)).toBe('$34.99');
    expect(formatCents(9700)).toBe('$97');
    expect(formatCents(129500)).toBe('$1,295');
    expect(formatCents(970)).toBe('$9.70');
  });
});
