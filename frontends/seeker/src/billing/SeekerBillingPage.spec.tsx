import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethod, SeekerSubscription } from '@marketplace/contracts';
import { HISTORY_TEXTS, PAYMENT_TEXTS } from '@marketplace/billing';
import { buildSessionUser, mockFetch, renderWithProviders } from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { SEEKER_BILLING_TEXTS } from './SeekerBillingPage';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });
const PATH = '/api/seeker/subscription/payment-methods';
const visa: PaymentMethod = {
  id: 'card-1',
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2030,
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const mastercard: PaymentMethod = {
  id: 'card-2',
  brand: 'MasterCard',
  last4: '0015',
  expiryMonth: 11,
  expiryYear: 2031,
  isDefault: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

function renderBilling(cards: PaymentMethod[], subscription: SeekerSubscription | null = null) {
  let list = cards;
  const calls: string[] = [];
  mockFetch((url, init) => {
    const call = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push(call);
    if (call === `GET ${PATH}`) return { body: { paymentMethods: list } };
    if (call === 'GET /api/seeker/billing/history') return { body: { entries: [], nextCursor: null } };
    if (call === 'GET /api/seeker/subscription') return { body: { subscription } };
    if (call === `PUT ${PATH}/card-2/default`) {
      list = [
        { ...mastercard, isDefault: true },
        { ...visa, isDefault: false },
      ];
      return { body: { paymentMethods: list } };
    }
    if (call === `DELETE ${PATH}/card-2`) {
      list = [visa];
      return { body: { paymentMethods: list } };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route: '/seeker/billing', sessionUser: seeker },
  );
  return { ...view, calls };
}

describe('SeekerBillingPage', () => {
  it("shows the seeker's plan, when it renews and the switch chosen for the renewal, with the way to the plans", async () => {
    const gold: SeekerSubscription = {
      id: 'sub-1',
      planId: 'gold',
      planName: 'Gold Mom Professional',
      status: 'active',
      currentPeriodStart: '2026-11-26T10:00:00.000Z',
      currentPeriodEnd: '2027-01-25T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      pendingPlanId: 'annual-platinum',
    };
    renderBilling([visa], gold);
    const plan = await screen.findByRole('region', { name: SEEKER_BILLING_TEXTS.yourPlan });
    expect(plan).toHaveTextContent('Gold Mom Professional');
    expect(plan).toHaveTextContent('Renews on Jan 25, 2027.');
    expect(plan).toHaveTextContent('Switching to Annual Platinum Mom Professional on Jan 25, 2027.');
    expect(within(plan).getByRole('link', { name: SEEKER_BILLING_TEXTS.managePlan })).toHaveAttribute(
      'href',
      '/seeker/plans',
    );
  });

  it('says there is no plan yet and leads to the plans', async () => {
    renderBilling([visa]);
    const plan = await screen.findByRole('region', { name: SEEKER_BILLING_TEXTS.yourPlan });
    expect(plan).toHaveTextContent(SEEKER_BILLING_TEXTS.noPlan);
    expect(within(plan).getByRole('link', { name: SEEKER_BILLING_TEXTS.choosePlan })).toHaveAttribute(
      'href',
      '/seeker/plans',
    );
  });

  it('shows the cards as brand, last four and expiry, the default marked', async () => {
    renderBilling([visa, mastercard]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Visa ending in 1111' });
    expect(first).toHaveTextContent('Expires 03/2030');
    expect(within(first).getByText(PAYMENT_TEXTS.defaultBadge)).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'MasterCard ending in 0015' });
    expect(second).toHaveTextContent('Expires 11/2031');
    expect(within(second).queryByText(PAYMENT_TEXTS.defaultBadge)).not.toBeInTheDocument();
  });

  it('makes a card the default and deletes one after confirming', async () => {
    const { user, calls } = renderBilling([visa, mastercard]);
    await user.click(await screen.findByRole('button', { name: 'Make default: MasterCard ending in 0015' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'MasterCard ending in 0015' })).getByText(
          PAYMENT_TEXTS.defaultBadge,
        ),
      ).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Delete MasterCard ending in 0015' }));
    const confirm = screen.getByRole('dialog', { name: PAYMENT_TEXTS.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: PAYMENT_TEXTS.remove }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'MasterCard ending in 0015' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(expect.arrayContaining([`PUT ${PATH}/card-2/default`, `DELETE ${PATH}/card-2`]));
  });

  it('opens the payment method dialog to add a card, and says when there is none', async () => {
    const { user, calls } = renderBilling([]);
    expect(await screen.findByText(PAYMENT_TEXTS.noCards)).toBeInTheDocument();
    // The billing history sits below the cards (its rows are tested with the shared section).
    expect(await screen.findByText(HISTORY_TEXTS.empty)).toBeInTheDocument();
    expect(calls).toContain('GET /api/seeker/billing/history');
    await user.click(screen.getByRole('button', { name: PAYMENT_TEXTS.addPaymentMethod }));
    expect(screen.getByRole('dialog', { name: PAYMENT_TEXTS.addTitle })).toBeInTheDocument();
  });
});
