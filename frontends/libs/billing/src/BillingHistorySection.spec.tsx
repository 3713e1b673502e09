import { screen, within } from '@testing-library/react';
import type { BillingHistoryEntry, BillingHistoryPage } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { BillingHistorySection } from './BillingHistorySection';
import { HISTORY_TEXTS as T } from './texts';

const seeker = buildSessionUser({ role: 'seeker' });
const PATH = '/api/seeker/billing/history';

function entry(n: number, overrides: Partial<BillingHistoryEntry> = {}): BillingHistoryEntry {
  const id = `charge-${n}`;
  return {
    id,
    date: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    kind: 'subscription',
    description: 'Gold Mom Professional subscription',
    amount: 4999,
    status: 'approved',
    cardBrand: 'Visa',
    cardLast4: '1111',
    receiptNumber: `NW-2026-00000${n}`,
    receiptPdfUrl: `/api/seeker/billing/receipts/${id}/pdf`,
    refund: null,
    ...overrides,
  };
}

describe('BillingHistorySection', () => {
  it('lists the payments with a PDF link per receipt, the refunded and declined ones marked, and loads older pages', async () => {
    const cursors: Array<string | null> = [];
    mockApi({
      [PATH]: (url) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        const page: BillingHistoryPage = cursor
          ? {
              entries: [entry(1, { description: 'Featured Job Post', amount: 12700, kind: 'package' })],
              nextCursor: null,
            }
          : {
              entries: [
                entry(3, { refund: { amount: 4999, method: 'refund', refundedAt: '2026-11-20T09:00:00.000Z' } }),
                entry(2, { status: 'declined', receiptNumber: null, receiptPdfUrl: null, cardLast4: '0002' }),
              ],
              nextCursor: 'next-1',
            };
        return { body: page };
      },
    });
    const { user } = renderWithProviders(<BillingHistorySection audience="seeker" />, { sessionUser: seeker });

    const table = await screen.findByRole('table', { name: /Your payments/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Gold Mom Professional subscription');
    expect(rows[0]).toHaveTextContent('$49.99');
    expect(rows[0]).toHaveTextContent('Visa •••• 1111');
    expect(rows[0]).toHaveTextContent(`${T.refunded} Nov 20, 2026`);
    const link = within(rows[0]!).getByRole('link', { name: `${T.download} NW-2026-000003 (PDF)` });
    expect(link).toHaveAttribute('href', '/api/seeker/billing/receipts/charge-3/pdf');
    expect(rows[1]).toHaveTextContent('Declined');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.loadMore }));
    expect(await screen.findByRole('link', { name: `${T.download} NW-2026-000001 (PDF)` })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Featured Job Post/ })).toHaveTextContent('$127.00');
    expect(screen.queryByRole('button', { name: T.loadMore })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, 'next-1']);
  });

  it('says when there is nothing yet, and offers a retry when the history cannot load', async () => {
    mockApi({ '/api/employer/billing/history': () => ({ body: { entries: [], nextCursor: null } }) });
    const { unmount } = renderWithProviders(<BillingHistorySection audience="employer" />, {
      sessionUser: buildSessionUser({ role: 'employer' }),
    });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    unmount();

    mockApi({});
    renderWithProviders(<BillingHistorySection audience="employer" />, {
      sessionUser: buildSessionUser({ role: 'employer' }),
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
