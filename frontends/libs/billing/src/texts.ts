import { PAYMENT_MESSAGES } from '@marketplace/contracts';

/**
 * The words of the payment method dialog and the cards section: the contract's messages (the same
 * as the server's), then the labels and headings of these screens.
 */
export const PAYMENT_TEXTS = {
  ...PAYMENT_MESSAGES,
  addTitle: 'Add Payment Method',
  updateTitle: 'Update Payment Method',
  cardNumber: 'Card Number',
  expiryMonth: 'Expiry Month',
  expiryYear: 'Expiry Year',
  cvv: 'CVV',
  cardName: 'Cardholder Name',
  optional: 'Optional',
  makeDefault: 'Set as default payment method',
  addButton: 'Add Card',
  updateButton: 'Update Card',
  cancel: 'Cancel',
  loading: 'Loading secure payment form…',
  processing: 'Processing…',
  secureNote: 'Your card details go straight to our payment processor; we never see or store your card number.',
  added: 'Payment method added',
  updated: 'Payment method updated',
  sectionTitle: 'Payment methods',
  addPaymentMethod: 'Add Payment Method',
  noCards: 'No payment methods yet.',
  loadFailed: 'Failed to load payment methods',
  defaultBadge: 'Default',
  update: 'Update',
  makeDefaultButton: 'Make default',
  remove: 'Delete',
  defaultChanged: 'Default payment method changed',
  defaultFailed: 'Failed to change the default payment method',
  deleted: 'Payment method deleted',
  deleteFailed: 'Failed to delete payment method',
  deleteTitle: 'Delete this card?',
  deleting: 'Deleting…',
} as const;

/** How a card reads in lists and dialogs: 'Visa ending in 1111'. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${card.brand || 'Card'} ending in ${card.last4}`;
}

/** The words of the billing history. */
export const HISTORY_TEXTS = {
  title: 'Billing history',
  caption: 'Your payments, newest first',
  loading: 'Loading billing history',
  loadFailed: 'Failed to load your billing history',
  empty: 'No payments yet.',
  date: 'Date',
  item: 'Item',
  amount: 'Amount',
  card: 'Card',
  status: 'Status',
  receipt: 'Receipt',
  download: 'Download receipt',
  refunded: 'Refunded',
  loadMore: 'Show older payments',
  loadingMore: 'Loading…',
} as const;
