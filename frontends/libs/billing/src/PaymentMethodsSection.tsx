import { useState } from 'react';
import styled from 'styled-components';
import { formatCardExpiry, type PaymentMethod } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Badge, Button, Card, Dialog, ErrorState, Skeleton, useToast } from '@marketplace/ui';
import { type BillingAudience, useDeletePaymentMethod, useMakeDefaultPaymentMethod, usePaymentMethods } from './api';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { cardLabel, PAYMENT_TEXTS as T } from './texts';

export interface PaymentMethodsSectionProps {
  audience: BillingAudience;
  /** The current year for the dialog's expiry rule (tests). */
  currentYear?: number;
}

/**
 * The user's cards (brand, last four, expiry): add one, replace one, make one the default, delete
 * one. Seekers and employers use it on their billing pages.
 */
export function PaymentMethodsSection({ audience, currentYear }: PaymentMethodsSectionProps) {
  const toast = useToast();
  const cards = usePaymentMethods(audience);
  // The dialog: closed, adding (null) or replacing a card.
  const [editing, setEditing] = useState<{ card: PaymentMethod | null } | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const fail = (title: string) => (error: unknown) =>
    toast.show(title, { tone: 'error', description: errorMessage(error) });
  const makeDefault = useMakeDefaultPaymentMethod(audience, {
    onSuccess: () => toast.show(T.defaultChanged, { tone: 'success' }),
    onError: fail(T.defaultFailed),
  });
  const remove = useDeletePaymentMethod(audience, {
    onSuccess: () => {
      setDeleting(null);
      toast.show(T.deleted, { tone: 'success' });
    },
    onError: fail(T.deleteFailed),
  });
  const busy = makeDefault.isPending || remove.isPending;

  return (
    <Card as="section" aria-labelledby="billing-payment-methods-title">
      <Header>
        <Title id="billing-payment-methods-title">{T.sectionTitle}</Title>
        <Button onClick={() => setEditing({ card: null })}>{T.addPaymentMethod}</Button>
      </Header>
      {cards.isPending ? (
        <div aria-busy="true" aria-label="Loading payment methods">
          <Skeleton $height="3rem" />
        </div>
      ) : cards.isError ? (
        <ErrorState
          title={T.loadFailed}
          message={errorMessage(cards.error)}
          onRetry={() => void cards.refetch()}
          retrying={cards.isFetching}
        />
      ) : cards.data.paymentMethods.length === 0 ? (
        <Empty>{T.noCards}</Empty>
      ) : (
        <List aria-label={T.sectionTitle}>
          {cards.data.paymentMethods.map((card) => (
            <Item key={card.id} aria-label={cardLabel(card)}>
              <Details>
                <strong>{cardLabel(card)}</strong>
                <span>Expires {formatCardExpiry(card)}</span>
                {card.isDefault ? <Badge $tone="success">{T.defaultBadge}</Badge> : null}
              </Details>
              <Actions>
                <Button
                  $variant="secondary"
                  onClick={() => setEditing({ card })}
                  aria-label={`${T.update} ${cardLabel(card)}`}
                >
                  {T.update}
                </Button>
                {card.isDefault ? null : (
                  <Button
                    $variant="secondary"
                    onClick={() => makeDefault.mutate(card.id)}
                    disabled={busy}
                    aria-label={`${T.makeDefaultButton}: ${cardLabel(card)}`}
                  >
                    {T.makeDefaultButton}
                  </Button>
                )}
                <Button
                  $variant="ghost"
                  onClick={() => setDeleting(card)}
                  disabled={busy}
                  aria-label={`${T.remove} ${cardLabel(card)}`}
                >
                  {T.remove}
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      )}

      <PaymentMethodDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        audience={audience}
        paymentMethod={editing?.card ?? null}
        currentYear={currentYear}
        onSaved={(_card, mode) => toast.show(mode === 'add' ? T.added : T.updated, { tone: 'success' })}
      />

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={T.deleteTitle}
        description={deleting ? `${cardLabel(deleting)} will be removed.` : undefined}
      >
        <DialogActions>
          <Button $variant="secondary" onClick={() => setDeleting(null)}>
            {T.cancel}
          </Button>
          <Button onClick={() => deleting && remove.mutate(deleting.id)} disabled={remove.isPending}>
            {remove.isPending ? T.deleting : T.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Details = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
