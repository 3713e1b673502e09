import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import {
  ADMIN_PAYMENT_STATUS_FILTERS,
  type AdminPayment,
  type AdminPaymentStatusFilter,
  type ChargeStatus,
  formatReceiptAmount,
  RECEIPT_MESSAGES,
  readAdminPaymentsFilters,
} from '@marketplace/contracts';
import {
  Badge,
  type BadgeTone,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Spinner,
  useDocumentTitle,
  useToast,
  VisuallyHidden,
} from '@marketplace/ui';
import { Field, Input, Select } from '@marketplace/ui/fields';
import { PAYMENTS_PAGE_SIZE, pageFromParam, useAdminPayments, useRefundPayment } from '../api';
import { formatDate, formatDateTime, formatTime } from '@marketplace/ui/dates';
import { Pager } from '../Pager';
import { filterRow } from '../filters';
import { STACKED_TABLE_MAX_WIDTH, Table, TableScroll } from '../Table';
import { useFilterParams, type ParamChanges } from '../useFilterParams';

const STATUS_LABELS: Record<AdminPaymentStatusFilter, string> = {
  approved: 'Paid',
  pending: 'Processing',
  review: 'Under review',
  declined: 'Declined',
  error: 'Failed',
  refunded: 'Refunded',
};
const STATUS_TONES: Record<ChargeStatus, BadgeTone> = {
  approved: 'success',
  pending: 'info',
  review: 'warning',
  declined: 'danger',
  error: 'danger',
};

type PaymentsQuery = ReturnType<typeof readAdminPaymentsFilters>['filters'];
type UpdateFilters = (changes: ParamChanges<'email' | 'status' | 'page'>) => void;

/**
 * `/admin/payments`: every charge, newest first, filtered by a part of the payer's e-mail and by
 * status (both in the URL); an approved payment can be refunded in full, once, after confirming.
 */
export function PaymentsPage() {
  useDocumentTitle('Payments');
  const toast = useToast();
  const [params, update] = useFilterParams<'email' | 'status'>();
  // The server's reader: a status it would refuse is dropped.
  const { filters } = readAdminPaymentsFilters({
    email: params.get('email') ?? undefined,
    status: params.get('status') ?? undefined,
  });
  const page = pageFromParam(params.get('page'));
  const payments = useAdminPayments(filters, page);
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const refund = useRefundPayment({
    onSuccess: ({ payment }) => {
      setConfirming(null);
      toast.show(`Refunded ${formatReceiptAmount(payment.amount)} to ${payment.userEmail}`, { tone: 'success' });
    },
    onError: (error) => {
      setConfirming(null);
      toast.show("We couldn't refund this payment", { tone: 'error', description: errorMessage(error) });
    },
  });

  const data = payments.data;
  const filtered = filters.email !== null || filters.status !== null;
  return (
    <section>
      <PageTitle>Payments</PageTitle>
      <PageLead>Every charge to seekers and employers, newest first. Refund a payment in full when needed.</PageLead>

      <PaymentsFilters filters={filters} update={update} />

      {data ? (
        data.payments.length === 0 ? (
          <EmptyState
            title={filtered ? 'No payments match these filters' : 'No payments yet'}
            message={filtered ? 'Try another e-mail or status.' : undefined}
          />
        ) : (
          <>
            <TableScroll>
              <PaymentsTableView
                payments={data.payments}
                total={data.total}
                busy={payments.isPlaceholderData}
                refunding={refund.isPending}
                onRefund={setConfirming}
              />
            </TableScroll>
            <Pager
              label="Payments pages"
              page={data.page}
              pageSize={data.pageSize || PAYMENTS_PAGE_SIZE}
              total={data.total}
              busy={payments.isFetching}
              onPage={(next) =>
                update({ email: filters.email, status: filters.status, page: next > 1 ? String(next) : null })
              }
            />
          </>
        )
      ) : payments.isError ? (
        <ErrorState
          title="We couldn't load the payments"
          message={errorMessage(payments.error)}
          onRetry={() => void payments.refetch()}
          retrying={payments.isFetching}
        />
      ) : (
        <Spinner label="Loading payments…" />
      )}

      <RefundDialog
        payment={confirming}
        refunding={refund.isPending}
        onCancel={() => setConfirming(null)}
        onRefund={(payment) => refund.mutate(payment)}
      />
    </section>
  );
}

/** The payer's e-mail (applied on Search) and the status (applied at once); both go to the URL. */
function PaymentsFilters({ filters, update }: { filters: PaymentsQuery; update: UpdateFilters }) {
  const [emailText, setEmailText] = useState(filters.email ?? '');
  return (
    <Filters
      aria-label="Filter payments"
      onSubmit={(event) => {
        event.preventDefault();
        update({ email: emailText.trim() || null, status: filters.status, page: null });
      }}
    >
      <Field label="Payer e-mail" hint="Any part of the address">
        {(props) => (
          <Input {...props} type="search" value={emailText} onChange={(event) => setEmailText(event.target.value)} />
        )}
      </Field>
      <Field label="Status">
        {(props) => (
          <Select
            {...props}
            value={filters.status ?? ''}
            onChange={(event) => update({ email: filters.email, status: event.target.value || null, page: null })}
          >
            <option value="">All statuses</option>
            {ADMIN_PAYMENT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" $variant="secondary">
        Search
      </Button>
    </Filters>
  );
}

interface PaymentsTableViewProps {
  payments: readonly AdminPayment[];
  total: number;
  /** The rows are the previous page's while the next one loads. */
  busy: boolean;
  refunding: boolean;
  onRefund: (payment: AdminPayment) => void;
}

/** One page of payments, one row each, with Refund on the refundable ones. */
function PaymentsTableView({ payments, total, busy, refunding, onRefund }: PaymentsTableViewProps) {
  return (
    <PaymentsTable aria-busy={busy || undefined}>
      <caption>
        {total} {total === 1 ? 'payment' : 'payments'}
      </caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Payer</th>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
          <th scope="col">Card</th>
          <th scope="col">Status</th>
          <th scope="col">Receipt</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} refunding={refunding} onRefund={() => onRefund(payment)} />
        ))}
      </tbody>
    </PaymentsTable>
  );
}

function PaymentRow({
  payment,
  refunding,
  onRefund,
}: {
  payment: AdminPayment;
  refunding: boolean;
  onRefund: () => void;
}) {
  return (
    <tr>
      <td data-label="When">
        <When date={payment.date} />
      </td>
      <th scope="row" data-label="Payer">
        <EmailText email={payment.userEmail} />
      </th>
      <td data-label="Item">{payment.description}</td>
      <td data-label="Amount" data-nowrap>
        {formatReceiptAmount(payment.amount)}
      </td>
      <td data-label="Card" data-nowrap>{`${payment.cardBrand} •••• ${payment.cardLast4}`}</td>
      <td data-label="Status">
        {payment.refund ? (
          <Stacked>
            <Badge $tone="neutral">Refunded</Badge>
            <time dateTime={payment.refund.refundedAt}>{formatDateTime(payment.refund.refundedAt)}</time>
          </Stacked>
        ) : (
          <Badge $tone={STATUS_TONES[payment.status]}>{STATUS_LABELS[payment.status]}</Badge>
        )}
      </td>
      <td data-label="Receipt" data-nowrap>
        {payment.receiptNumber ?? '—'}
      </td>
      <td data-label="Actions" data-actions>
        {payment.refundable ? (
          <Button $variant="secondary" onClick={onRefund} disabled={refunding}>
            Refund
            <VisuallyHidden>{` ${formatReceiptAmount(payment.amount)} to ${payment.userEmail}`}</VisuallyHidden>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** Asks before a full refund; cannot be closed while the refund runs. */
function RefundDialog({
  payment,
  refunding,
  onCancel,
  onRefund,
}: {
  payment: AdminPayment | null;
  refunding: boolean;
  onCancel: () => void;
  onRefund: (payment: AdminPayment) => void;
}) {
  return (
    <Dialog
      open={payment !== null}
      onClose={() => (refunding ? undefined : onCancel())}
      title="Refund this payment?"
      description={
        payment ? RECEIPT_MESSAGES.refundConfirm(formatReceiptAmount(payment.amount), payment.userEmail) : undefined
      }
    >
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel} disabled={refunding}>
          Cancel
        </Button>
        <Button onClick={() => payment && onRefund(payment)} disabled={refunding}>
          {refunding ? 'Refunding…' : 'Refund'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The day over the time: on one line the moment alone takes a seventh of a 1280 px table, and
 * with long e-mails Receipt and Refund were pushed out of the frame.
 */
function When({ date }: { date: string }) {
  return (
    <Stacked as="time" dateTime={date}>
      <span>{formatDate(date)}</span>
      <span>{formatTime(date)}</span>
    </Stacked>
  );
}

/** An e-mail that may break after its @ (and only there), so a long address does not widen the table. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

// Eight columns: a little less room around each, so at 1280 px they all fit the frame.
const PaymentsTable = styled(Table)`
  @media not all and (max-width: ${STACKED_TABLE_MAX_WIDTH}) {
    th,
    td {
      padding-left: ${({ theme }) => theme.space.md};
      padding-right: ${({ theme }) => theme.space.md};
    }
  }
`;

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  white-space: nowrap;
`;

const Filters = styled.form`
  ${filterRow}
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
