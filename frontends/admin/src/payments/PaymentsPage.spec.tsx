import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type AdminPayment, type AdminPaymentsPage, RECEIPT_MESSAGES } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import AdminRoutes from '../routes';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

function payment(id: string, overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id,
    userId: `user-${id}`,
    userEmail: `${id}@example.com`,
    userName: 'Pat Payer',
    kind: 'subscription',
    itemId: 'gold',
    description: 'Gold Mom Professional subscription',
    amount: 4999,
    status: 'approved',
    cardBrand: 'Visa',
    cardLast4: '1111',
    date: '2026-11-26T10:00:00.000Z',
    receiptNumber: 'NW-2026-000012',
    refund: null,
    refundable: true,
    ...overrides,
  };
}

function renderPayments(route = '/admin/payments') {
  let rows: AdminPayment[] = [
    payment('pat'),
    payment('dee', { status: 'declined', receiptNumber: null, refundable: false, cardLast4: '0002' }),
  ];
  const listCalls: URL[] = [];
  const refunds: string[] = [];
  let refundReply: { status: number; body: unknown } | null = null;
  mockApi({
    '/api/admin/payments': (url) => {
      listCalls.push(url);
      return { body: { payments: rows, total: rows.length, page: 1, pageSize: 20 } satisfies AdminPaymentsPage };
    },
    '/api/admin/payments/pat/refund': (_url, init) => {
      refunds.push(String(init.method));
      if (refundReply) return refundReply;
      rows = rows.map((row) =>
        row.id === 'pat'
          ? {
              ...row,
              refundable: false,
              refund: { amount: 4999, method: 'void', refundedAt: '2026-11-26T11:00:00.000Z' },
            }
          : row,
      );
      return { body: { payment: rows[0] } };
    },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route, sessionUser: admin },
  );
  return {
    ...view,
    listCalls,
    refunds,
    failRefund: (status: number, error: string) => (refundReply = { status, body: { error } }),
  };
}

describe('PaymentsPage', () => {
  it('lists payments and refunds one after confirming', async () => {
    const { user, refunds } = renderPayments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    // The payer's e-mail may break after its @ (a <wbr>, which jsdom names with a space; browsers do not).
    const pat = await screen.findByRole('row', { name: /pat@\s?example\.com/ });
    expect(pat).toHaveTextContent('$49.99');
    expect(pat).toHaveTextContent('NW-2026-000012');
    expect(pat).toHaveTextContent('Paid');
    const dee = screen.getByRole('row', { name: /dee@\s?example\.com/ });
    expect(dee).toHaveTextContent('Declined');
    expect(within(dee).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();

    await user.click(within(pat).getByRole('button', { name: 'Refund $49.99 to pat@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent(RECEIPT_MESSAGES.refundConfirm('$49.99', 'pat@example.com'));
    // Cancel does nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(refunds).toEqual([]);

    await user.click(
      within(screen.getByRole('row', { name: /pat@\s?example\.com/ })).getByRole('button', { name: /Refund/ }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Refund this payment?' })).getByRole('button', { name: 'Refund' }),
    );
    await waitFor(() => expect(screen.getByRole('row', { name: /pat@\s?example\.com/ })).toHaveTextContent('Refunded'));
    expect(refunds).toEqual(['POST']);
    expect(
      within(screen.getByRole('row', { name: /pat@\s?example\.com/ })).queryByRole('button', { name: /Refund/ }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Refunded $49.99 to pat@example.com')).toBeInTheDocument();
  });

  it('says why a refund was refused', async () => {
    const { user, failRefund } = renderPayments();
    failRefund(409, RECEIPT_MESSAGES.alreadyRefunded);
    await user.click(
      within(await screen.findByRole('row', { name: /pat@\s?example\.com/ })).getByRole('button', { name: /Refund/ }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Refund this payment?' })).getByRole('button', { name: 'Refund' }),
    );
    expect(await screen.findByText(RECEIPT_MESSAGES.alreadyRefunded)).toBeInTheDocument();
  });

  it('filters by e-mail and status through the URL and the server', async () => {
    const { user, listCalls } = renderPayments('/admin/payments?status=bogus');
    await screen.findByRole('row', { name: /pat@\s?example\.com/ });
    // A status the server would refuse is not sent.
    expect(listCalls[0]!.searchParams.get('status')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refunded');
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('status')).toBe('refunded'));
    await user.type(screen.getByRole('searchbox', { name: /Payer e-mail/ }), 'pat@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('email')).toBe('pat@'));
    expect(listCalls.at(-1)!.searchParams.get('status')).toBe('refunded');
  });
});
