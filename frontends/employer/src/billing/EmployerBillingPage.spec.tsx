import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import { HISTORY_TEXTS, PAYMENT_TEXTS } from '@marketplace/billing';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { CREDITS_TEXTS } from '../packages/CreditsCard';
import EmployerRoutes from '../routes';

const employer = buildSessionUser({ role: 'employer', name: 'Dana Brooks' });

describe('EmployerBillingPage', () => {
  it("shows the employer's cards and billing history at /employer/billing, with an error state and retry", async () => {
    let fail = true;
    mockApi({
      '/api/employer/billing/payment-methods': () =>
        fail
          ? { status: 503, body: { error: 'Card payments are not available right now. Please try again later.' } }
          : {
              body: {
                paymentMethods: [
                  {
                    id: 'card-1',
                    brand: 'Visa',
                    last4: '4242',
                    expiryMonth: 1,
                    expiryYear: 2029,
                    isDefault: true,
                    createdAt: '2026-11-20T10:00:00.000Z',
                  },
                ],
              },
            },
      '/api/employer/packages/credits': () => ({
        body: {
          postingsLeft: 0,
          featuredLeft: 0,
          credits: [
            {
              id: 'g-1',
              packageId: 'standard-job-post',
              packageName: 'Standard Job Post',
              postings: 1,
              used: 1,
              featured: 0,
              featuredUsed: 0,
              expiresAt: '2027-11-21T10:00:00.000Z',
              purchasedAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      }),
      '/api/employer/billing/history': () => ({
        body: {
          entries: [
            {
              id: 'charge-1',
              date: '2026-11-21T10:00:00.000Z',
              kind: 'package',
              description: 'Featured Job Post',
              amount: 12700,
              status: 'approved',
              cardBrand: 'Visa',
              cardLast4: '4242',
              receiptNumber: 'NW-2026-000007',
              receiptPdfUrl: '/api/employer/billing/receipts/charge-1/pdf',
              refund: null,
            },
          ],
          nextCursor: null,
        },
      }),
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/employer/*" element={<EmployerRoutes />} />
      </Routes>,
      { route: '/employer/billing', sessionUser: employer },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_TEXTS.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Visa ending in 4242' })).toHaveTextContent('Expires 01/2029');
    expect(screen.getByRole('heading', { name: HISTORY_TEXTS.title })).toBeInTheDocument();
    // The company's job posts: none left of its Standard Job Post, and the way to buy more.
    const credits = screen.getByRole('region', { name: CREDITS_TEXTS.title });
    expect(credits).toHaveTextContent('0 job posts left');
    expect(credits).toHaveTextContent('Standard Job Post: 1 of 1 used, until Nov 21, 2027');
    expect(within(credits).getByRole('link', { name: CREDITS_TEXTS.buy })).toHaveAttribute(
      'href',
      '/employer/packages',
    );
    expect(within(credits).queryByRole('link', { name: CREDITS_TEXTS.postJob })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${HISTORY_TEXTS.download} NW-2026-000007 (PDF)` })).toHaveAttribute(
      'href',
      '/api/employer/billing/receipts/charge-1/pdf',
    );
  });
});
