import { Route, Routes, useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { type PaymentMethod, type SeekerSubscription, SUBSCRIPTION_PLANS } from '@marketplace/contracts';
import { PAYMENT_TEXTS } from '@marketplace/billing';
import { buildSessionUser, mockFetch, renderWithProviders } from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { PLANS_TEXTS } from './PlansPage';
import { RETURN_TO_JOB_TEXTS } from './ReturnToJob';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });
const CARDS = '/api/seeker/subscription/payment-methods';
const visa: PaymentMethod = {
  id: 'card-1',
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2030,
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const gold: SeekerSubscription = {
  id: 'sub-1',
  planId: 'gold',
  planName: 'Gold Mom Professional',
  status: 'active',
  currentPeriodStart: '2026-11-26T10:00:00.000Z',
  currentPeriodEnd: '2027-01-25T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingPlanId: null,
};

function renderPlans({
  cards = [visa],
  subscription = null,
  route = '/seeker/plans',
}: { cards?: PaymentMethod[]; subscription?: SeekerSubscription | null; route?: string } = {}) {
  let current = subscription;
  const posts: Array<{ path: string; body: unknown; headers: Record<string, string> }> = [];
  mockFetch((url, init) => {
    const call = `${init.method ?? 'GET'} ${url.pathname}`;
    if (call === 'GET /api/billing/plans') return { body: { plans: SUBSCRIPTION_PLANS } };
    if (call === 'GET /api/seeker/subscription') return { body: { subscription: current } };
    if (call === `GET ${CARDS}`) return { body: { paymentMethods: cards } };
    if (call === 'GET /api/payments/authnet/config')
      return { status: 503, body: { error: PAYMENT_TEXTS.paymentsUnavailable } };
    if (init.method === 'POST' || init.method === 'PUT')
      posts.push({
        path: url.pathname,
        body: JSON.parse(String(init.body ?? '{}')),
        headers: init.headers as Record<string, string>,
      });
    if (call === 'POST /api/seeker/subscription') {
      current = gold;
      return { body: { subscription: gold, charge: { amount: 4999, cardBrand: 'Visa', cardLast4: '1111' } } };
    }
    if (call === 'POST /api/seeker/subscription/cancel') {
      current = current && { ...current, cancelAtPeriodEnd: true };
      return { body: { subscription: current } };
    }
    if (call === 'POST /api/seeker/subscription/resume') {
      current = current && { ...current, cancelAtPeriodEnd: false };
      return { body: { subscription: current } };
    }
    if (call === 'PUT /api/seeker/subscription') {
      const { planId } = JSON.parse(String(init.body)) as { planId: SeekerSubscription['planId'] };
      current = current && {
        ...current,
        cancelAtPeriodEnd: false,
        pendingPlanId: planId === current.planId ? null : planId,
      };
      return { body: { subscription: current } };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
      <Route path="/jobs/*" element={<Where />} />
    </Routes>,
    { route, sessionUser: seeker },
  );
  return { ...view, posts };
}

/** Stands in for the job page the plans page sends a seeker back to. */
function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

const planCard = (name: string) => screen.getByRole('listitem', { name });

describe('PlansPage', () => {
  it('shows every plan with its price, billing, features, support and extras; Gold is Popular', async () => {
    renderPlans();
    expect(await screen.findByRole('heading', { level: 1, name: PLANS_TEXTS.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Subscription plans' });
    expect(
      within(list)
        .getAllByRole('listitem', { name: /./ })
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(SUBSCRIPTION_PLANS.map((plan) => `plan-${plan.id}`));
    const trial = planCard('Trial');
    expect(trial).toHaveTextContent('$34.99 per month');
    expect(within(trial).getByText('3-day free trial')).toBeInTheDocument();
    expect(within(trial).getByText('E-mail support, Monday to Friday')).toBeInTheDocument();
    expect(within(trial).queryByText(PLANS_TEXTS.popular)).not.toBeInTheDocument();
    expect(within(planCard('Gold Mom Professional')).getByText(PLANS_TEXTS.popular)).toBeInTheDocument();
    const annual = planCard('Annual Platinum Mom Professional');
    expect(annual).toHaveTextContent('$299 per year');
    expect(within(annual).getByText('Save $120/year')).toBeInTheDocument();
    expect(screen.queryByText(PLANS_TEXTS.selected)).not.toBeInTheDocument();
  });

  it('subscribes with the default card after confirming, under an Idempotency-Key, then marks the plan Selected', async () => {
    const { user, posts } = renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Subscribe: Gold Mom Professional' }));
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Gold Mom Professional' });
    expect(dialog).toHaveAccessibleDescription('$49.99 per 2 months, charged now to Visa ending in 1111.');
    await user.click(within(dialog).getByRole('button', { name: PLANS_TEXTS.subscribe }));
    await waitFor(() =>
      expect(within(planCard('Gold Mom Professional')).getByText(PLANS_TEXTS.selected)).toBeInTheDocument(),
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ path: '/api/seeker/subscription', body: { planId: 'gold' } });
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('region', { name: PLANS_TEXTS.yourPlan })).toHaveTextContent('Renews on Jan 25, 2027.');
    expect(screen.queryByRole('button', { name: /^Subscribe:/ })).not.toBeInTheDocument();
  });

  it('tells the trial is free for its days first', async () => {
    const { user } = renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Subscribe: Trial' }));
    expect(screen.getByRole('dialog', { name: 'Subscribe to Trial' })).toHaveAccessibleDescription(
      'Free for 3 days, then $34.99 per month, charged to Visa ending in 1111.',
    );
  });

  it('opens the payment method dialog first when the seeker has no card', async () => {
    const { user, posts } = renderPlans({ cards: [] });
    const subscribe = await screen.findByRole('button', { name: 'Subscribe: Gold Mom Professional' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await user.click(subscribe);
    expect(await screen.findByRole('dialog', { name: PAYMENT_TEXTS.addTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PLANS_TEXTS.addCardFirst);
    expect(posts).toEqual([]);
  });

  it('shows the current plan as Selected and cancels it at the end of the period', async () => {
    const { user, posts } = renderPlans({ subscription: gold });
    const current = await screen.findByRole('region', { name: PLANS_TEXTS.yourPlan });
    expect(current).toHaveTextContent('Gold Mom Professional');
    expect(within(planCard('Gold Mom Professional')).getByText(PLANS_TEXTS.selected)).toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: PLANS_TEXTS.cancel }));
    const confirm = screen.getByRole('dialog', { name: PLANS_TEXTS.cancelTitle });
    await user.click(within(confirm).getByRole('button', { name: PLANS_TEXTS.cancel }));
    await waitFor(() => expect(current).toHaveTextContent('Ends on Jan 25, 2027.'));
    expect(posts.map((post) => post.path)).toEqual(['/api/seeker/subscription/cancel']);
    expect(within(current).queryByRole('button', { name: PLANS_TEXTS.cancel })).not.toBeInTheDocument();
  });

  it('offers the other plans a switch at renewal, shows the pending switch, and keeps the current plan on request', async () => {
    const { user, posts } = renderPlans({ subscription: gold });
    const current = await screen.findByRole('region', { name: PLANS_TEXTS.yourPlan });
    expect(
      within(planCard('Gold Mom Professional')).queryByRole('button', { name: /Switch at renewal/ }),
    ).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button', { name: /^Switch at renewal: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Switch at renewal: Trial',
      'Switch at renewal: VIP Platinum Mom Professional',
      'Switch at renewal: Annual Platinum Mom Professional',
    ]);

    await user.click(screen.getByRole('button', { name: 'Switch at renewal: VIP Platinum Mom Professional' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to VIP Platinum Mom Professional at renewal?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nothing is charged now. From Jan 25, 2027, VIP Platinum Mom Professional renews at $79.99 per 3 months on your default card.',
    );
    await user.click(within(dialog).getByRole('button', { name: PLANS_TEXTS.switchAtRenewal }));
    await waitFor(() =>
      expect(
        within(planCard('VIP Platinum Mom Professional')).getByText(PLANS_TEXTS.switchingAtRenewal),
      ).toBeInTheDocument(),
    );
    expect(current).toHaveTextContent('Switching to VIP Platinum Mom Professional on Jan 25, 2027.');
    expect(within(planCard('Gold Mom Professional')).getByText(PLANS_TEXTS.selected)).toBeInTheDocument();
    expect(within(planCard('VIP Platinum Mom Professional')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(current).getByRole('button', { name: PLANS_TEXTS.keepPlan('Gold Mom Professional') }));
    await waitFor(() =>
      expect(
        within(planCard('VIP Platinum Mom Professional')).queryByText(PLANS_TEXTS.switchingAtRenewal),
      ).not.toBeInTheDocument(),
    );
    expect(current).not.toHaveTextContent('Switching to');
    expect(posts.map((post) => [post.path, post.body])).toEqual([
      ['/api/seeker/subscription', { planId: 'vip-platinum' }],
      ['/api/seeker/subscription', { planId: 'gold' }],
    ]);
  });

  it('resumes a subscription cancelled at period end', async () => {
    const { user, posts } = renderPlans({ subscription: { ...gold, cancelAtPeriodEnd: true } });
    const current = await screen.findByRole('region', { name: PLANS_TEXTS.yourPlan });
    expect(current).toHaveTextContent('Ends on Jan 25, 2027.');
    await user.click(within(current).getByRole('button', { name: PLANS_TEXTS.resume }));
    await waitFor(() => expect(current).toHaveTextContent('Renews on Jan 25, 2027.'));
    expect(posts.map((post) => post.path)).toEqual(['/api/seeker/subscription/resume']);
    expect(within(current).getByRole('button', { name: PLANS_TEXTS.cancel })).toBeInTheDocument();
  });

  describe('opened from the apply dialog', () => {
    const job = '/jobs/j1-remote-editor?intent=apply%3Aj1';

    it('says where subscribing leads, and offers the way back without subscribing', async () => {
      renderPlans({ route: `/seeker/plans?next=${encodeURIComponent(job)}` });
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(RETURN_TO_JOB_TEXTS.note);
      expect(within(note).getByRole('link', { name: RETURN_TO_JOB_TEXTS.back })).toHaveAttribute('href', job);
    });

    it('brings the seeker back to the job once subscribed', async () => {
      const { user, posts } = renderPlans({ route: `/seeker/plans?next=${encodeURIComponent(job)}` });
      await user.click(await screen.findByRole('button', { name: 'Subscribe: Trial' }));
      const dialog = screen.getByRole('dialog', { name: 'Subscribe to Trial' });
      await user.click(within(dialog).getByRole('button', { name: PLANS_TEXTS.subscribe }));
      expect(await screen.findByRole('heading', { level: 1, name: job })).toBeInTheDocument();
      expect(posts).toHaveLength(1);
    });

    it('ignores a next address off this site', async () => {
      const { user } = renderPlans({ route: `/seeker/plans?next=${encodeURIComponent('//evil.example/jobs')}` });
      await user.click(await screen.findByRole('button', { name: 'Subscribe: Trial' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Subscribe to Trial' })).getByRole('button', {
          name: PLANS_TEXTS.subscribe,
        }),
      );
      await waitFor(() => expect(screen.getByRole('region', { name: PLANS_TEXTS.yourPlan })).toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: PLANS_TEXTS.title })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });
  });
});
