import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type EmployerCreditsResponse,
  JOB_PACKAGES,
  type PackageCredit,
  type PaymentMethod,
} from '@marketplace/contracts';
import { PACKAGE_TEXTS, PAYMENT_TEXTS } from '@marketplace/billing';
import { buildSessionUser, mockFetch, renderWithProviders } from '@marketplace/testing';
import EmployerRoutes from '../routes';
import { CREDITS_TEXTS } from './CreditsCard';
import { PACKAGES_PAGE_TEXTS } from './PackagesPage';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis' });
const CARDS = '/api/employer/billing/payment-methods';
const visa: PaymentMethod = {
  id: 'card-1',
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2030,
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const NO_CREDITS: EmployerCreditsResponse = { postingsLeft: 0, featuredLeft: 0, credits: [] };

function renderPackages({ cards = [visa], current = null as string | null } = {}) {
  let credits = NO_CREDITS;
  const posts: Array<{ path: string; body: unknown; headers: Record<string, string> }> = [];
  mockFetch((url, init) => {
    const call = `${init.method ?? 'GET'} ${url.pathname}`;
    if (call === 'GET /api/billing/packages')
      return { body: { packages: JOB_PACKAGES.map((offer) => ({ ...offer, current: offer.id === current })) } };
    if (call === 'GET /api/employer/packages/credits') return { body: credits };
    if (call === `GET ${CARDS}`) return { body: { paymentMethods: cards } };
    if (call === 'GET /api/payments/authnet/config')
      return { status: 503, body: { error: PAYMENT_TEXTS.paymentsUnavailable } };
    if (init.method === 'POST')
      posts.push({
        path: url.pathname,
        body: JSON.parse(String(init.body ?? '{}')),
        headers: init.headers as Record<string, string>,
      });
    if (call === 'POST /api/employer/packages/purchase') {
      const credit: PackageCredit = {
        id: 'g-1',
        packageId: 'featured-job-post',
        packageName: 'Featured Job Post',
        postings: 1,
        used: 0,
        featured: 1,
        featuredUsed: 0,
        expiresAt: '2027-11-26T10:00:00.000Z',
        purchasedAt: '2026-11-26T10:00:00.000Z',
      };
      credits = { postingsLeft: 1, featuredLeft: 1, credits: [credit] };
      current = 'featured-job-post';
      return { body: { credit, charge: { amount: 12700, cardBrand: 'Visa', cardLast4: '1111' } } };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route: '/employer/packages', sessionUser: employer },
  );
  return { ...view, posts };
}

const packageCard = (name: string) => screen.getByRole('listitem', { name });

describe('PackagesPage', () => {
  it('shows the seven packages with price, the per-post figure and their badges', async () => {
    renderPackages({ current: 'standard-job-post' });
    expect(await screen.findByRole('heading', { level: 1, name: PACKAGES_PAGE_TEXTS.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Job-posting packages' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(JOB_PACKAGES.map((offer) => offer.name));
    // A one-post package's price is its per-post price: said once.
    expect(packageCard('Featured Job Post')).toHaveTextContent('$127 per job post');
    expect(packageCard('Featured Job Post')).not.toHaveTextContent(/\$127\s*\$127/);
    expect(packageCard('Standard Job Post')).not.toHaveTextContent(/\$97\s*\$97/);
    expect(within(packageCard('Featured Job Post')).getByText(PACKAGE_TEXTS.popular)).toBeInTheDocument();
    // Unlimited counts as 10 jobs for the figure: $97 / 10.
    expect(packageCard('Gold Plus Small Business')).toHaveTextContent('$97 · $9.70 per job post');
    expect(within(packageCard('Solo Email Blast')).getByText(PACKAGE_TEXTS.recommended)).toBeInTheDocument();
    expect(within(packageCard('Standard Job Post')).getByText(PACKAGE_TEXTS.current)).toBeInTheDocument();
    expect(within(packageCard('Concierge Level I')).getByText(PACKAGE_TEXTS.popular)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: CREDITS_TEXTS.title })).toHaveTextContent('0 job posts left');
  });

  it('buys with the default card after confirming, under an Idempotency-Key, then shows the job posts left', async () => {
    const { user, posts } = renderPackages();
    const buy = await screen.findByRole('button', { name: 'Buy: Featured Job Post' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    const dialog = screen.getByRole('dialog', { name: 'Buy Featured Job Post' });
    expect(dialog).toHaveAccessibleDescription('$127, charged now to Visa ending in 1111.');
    await user.click(within(dialog).getByRole('button', { name: PACKAGES_PAGE_TEXTS.buy }));
    const credits = screen.getByRole('region', { name: CREDITS_TEXTS.title });
    await waitFor(() => expect(credits).toHaveTextContent('1 job post left (1 featured)'));
    expect(within(credits).getByRole('list', { name: 'Packages bought' })).toHaveTextContent(
      'Featured Job Post: 0 of 1 used, until Nov 26, 2027',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/api/employer/packages/purchase',
      body: { packageId: 'featured-job-post' },
    });
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(within(packageCard('Featured Job Post')).getByText(PACKAGE_TEXTS.current)).toBeInTheDocument(),
    );
  });

  it('opens the payment method dialog first when the employer has no card', async () => {
    const { user, posts } = renderPackages({ cards: [] });
    const buy = await screen.findByRole('button', { name: 'Buy: Standard Job Post' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    expect(await screen.findByRole('dialog', { name: PAYMENT_TEXTS.addTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PACKAGES_PAGE_TEXTS.addCardFirst);
    expect(posts).toEqual([]);
  });
});
