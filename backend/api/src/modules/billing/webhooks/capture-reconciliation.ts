import type { WebhookCharge } from '../charges/charges.repository';

/** What a payment notification says the gateway did with a transaction. */
export type GatewayVerdict = 'captured' | 'held' | 'declined';

/**
 * The verdict of a capture or hold notification (Authorize.net's responseCode: 1 approved, 2
 * declined, 3 error, 4 held for review), or null for other events. A capture without a response
 * code counts as taken: money the app may not know of is worth a look.
 */
export function verdictOf(eventType: string, payload: Record<string, unknown>): GatewayVerdict | null {
  if (eventType === 'net.authorize.payment.fraud.held') return 'held';
  if (eventType !== 'net.authorize.payment.authcapture.created') return null;
  const code = payload['responseCode'];
  if (code === undefined || code === null || String(code) === '1') return 'captured';
  return String(code) === '4' ? 'held' : 'declined';
}

/** What to do about a capture or hold notification, with the outcome recorded on it. */
export type CaptureDecision =
  /** The app's records agree with the gateway (or the gateway took nothing). */
  | { action: 'acknowledge'; outcome: string }
  /** The charge has not settled yet (still pending, or not found): look again later. */
  | { action: 'recheck'; outcome: string; problem: string }
  /** The gateway has money, or a hold, the app does not account for: log it for an operator, once. */
  | { action: 'operator'; outcome: string; problem: string };

/** What reconcileCapture weighs. */
export interface CaptureFacts {
  verdict: GatewayVerdict;
  transactionId: string;
  /** The charge found by the transaction id, else by the notification's invoice number; null when neither finds one. */
  charge: WebhookCharge | null;
  /** Whether no re-check follows this one. */
  lastCheck: boolean;
}

/** The charge status that accounts for a verdict: a capture is an approved charge, a hold one in review. */
const SETTLED_AS = { captured: 'approved', held: 'review' } as const;

/**
 * The decision table of capture and hold notifications. A notification may arrive before the
 * purchase that caused it records its outcome, so a charge still pending, or none at all, is
 * looked at again until the last check; only then, or for a charge recorded otherwise than the
 * gateway says (failed, or under another transaction), does it need an operator.
 */
export function reconcileCapture({ verdict, transactionId, charge, lastCheck }: CaptureFacts): CaptureDecision {
  if (verdict === 'declined') return { action: 'acknowledge', outcome: 'declined at the gateway' };
  if (!charge || charge.status === 'pending') {
    const problem = charge ? 'its charge is still pending' : 'no charge records it';
    return lastCheck
      ? { action: 'operator', outcome: `needs attention: ${problem}`, problem: `${problem} after the last re-check` }
      : { action: 'recheck', outcome: `rechecking: ${problem}`, problem };
  }
  if (charge.gatewayTransactionId !== transactionId && charge.status === SETTLED_AS[verdict]) {
    const problem = `its charge is recorded as ${charge.status} under another transaction`;
    return { action: 'operator', outcome: `needs attention: ${problem}`, problem };
  }
  if (charge.status !== SETTLED_AS[verdict]) {
    const problem = `its charge is recorded as ${charge.status}`;
    return { action: 'operator', outcome: `needs attention: ${problem}`, problem };
  }
  return { action: 'acknowledge', outcome: 'known charge' };
}
