import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import { PAYMENT_TEXTS } from '@marketplace/billing';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import EmployerRoutes from '../routes';

const employer = buildSessionUser({ role: 'employer', name: 'Dana Brooks' });

describe('EmployerBillingPage', () => {
  it("shows the employer's cards at /employer/billing, with an error state and retry", async () => {
    let fail = true;
    mockApi({
      '/api/employer/billing/payment-methods': () =>
        fail ? { status: 503, body: { error: 'Card payments are not available right now. Please try again later.' } } : { body: { paymentMethods: [{ id: 'card-1', brand: 'Visa', last4: '4242', expiryMonth: 1, expiryYear: 2029, isDefault: true, createdAt: '2026-11-20T10:00:00.000Z' }] } },
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
  });
});
