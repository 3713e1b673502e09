import type { ChargeStatus } from '@marketplace/contracts';
import type { WebhookCharge } from '../charges/charges.repository';
import { type CaptureFacts, type GatewayVerdict, reconcileCapture, verdictOf } from './capture-reconciliation';

const TX = '60000000042';
const charge = (status: ChargeStatus, gatewayTransactionId: string | null = TX): WebhookCharge => ({
  id: '7d0c8a52-0000-4000-8000-000000000001',
  kind: 'package',
  amountCents: 9900,
  status,
  gatewayTransactionId,
});
const decide = (verdict: GatewayVerdict, found: WebhookCharge | null, lastCheck = false) =>
  reconcileCapture({ verdict, transactionId: TX, charge: found, lastCheck } satisfies CaptureFacts);

describe('verdictOf', () => {
  it.each([
    ['net.authorize.payment.authcapture.created', { responseCode: 1 }, 'captured'],
    ['net.authorize.payment.authcapture.created', { responseCode: '1' }, 'captured'],
    ['net.authorize.payment.authcapture.created', {}, 'captured'],
    ['net.authorize.payment.authcapture.created', { responseCode: 2 }, 'declined'],
    ['net.authorize.payment.authcapture.created', { responseCode: 3 }, 'declined'],
    ['net.authorize.payment.authcapture.created', { responseCode: 4 }, 'held'],
    ['net.authorize.payment.fraud.held', { responseCode: 4 }, 'held'],
    ['net.authorize.payment.refund.created', { responseCode: 1 }, null],
    ['net.authorize.payment.void.created', { responseCode: 1 }, null],
  ] as const)('%s with %j is %s', (eventType, payload, verdict) => {
    expect(verdictOf(eventType, payload)).toBe(verdict);
  });
});

describe('reconcileCapture', () => {
  it('acknowledges a capture of a charge recorded approved with its transaction, and a hold of one in review', () => {
    expect(decide('captured', charge('approved'))).toEqual({ action: 'acknowledge', outcome: 'known charge' });
    expect(decide('held', charge('review'))).toEqual({ action: 'acknowledge', outcome: 'known charge' });
    expect(decide('captured', charge('approved'), true)).toEqual({ action: 'acknowledge', outcome: 'known charge' });
  });

  it('acknowledges a declined transaction whatever is recorded: the gateway took nothing', () => {
    for (const found of [null, charge('pending', null), charge('declined'), charge('error', null)])
      expect(decide('declined', found, true)).toEqual({ action: 'acknowledge', outcome: 'declined at the gateway' });
  });

  it('checks again while the purchase has not recorded its outcome: a pending charge, or none yet', () => {
    expect(decide('captured', charge('pending', null))).toEqual({
      action: 'recheck',
      outcome: 'rechecking: its charge is still pending',
      problem: 'its charge is still pending',
    });
    expect(decide('captured', null)).toEqual({
      action: 'recheck',
      outcome: 'rechecking: no charge records it',
      problem: 'no charge records it',
    });
    expect(decide('held', null).action).toBe('recheck');
  });

  it('needs an operator when the last check still finds no charge, or one still pending', () => {
    expect(decide('captured', null, true)).toEqual({
      action: 'operator',
      outcome: 'needs attention: no charge records it',
      problem: 'no charge records it after the last re-check',
    });
    expect(decide('captured', charge('pending', null), true)).toEqual({
      action: 'operator',
      outcome: 'needs attention: its charge is still pending',
      problem: 'its charge is still pending after the last re-check',
    });
    expect(decide('held', null, true).action).toBe('operator');
  });

  it.each(['declined', 'error', 'review'] as const)(
    'needs an operator at once for a capture of a charge recorded as %s (nothing settles it later)',
    (status) => {
      for (const found of [charge(status), charge(status, null)])
        expect(decide('captured', found)).toEqual({
          action: 'operator',
          outcome: `needs attention: its charge is recorded as ${status}`,
          problem: `its charge is recorded as ${status}`,
        });
    },
  );

  it('needs an operator for a hold of a charge recorded otherwise than in review', () => {
    expect(decide('held', charge('approved')).action).toBe('operator');
    expect(decide('held', charge('error', null)).action).toBe('operator');
  });

  it('needs an operator for a second capture of a charge recorded approved under another transaction', () => {
    expect(decide('captured', charge('approved', '60000000001'))).toEqual({
      action: 'operator',
      outcome: 'needs attention: its charge is recorded as approved under another transaction',
      problem: 'its charge is recorded as approved under another transaction',
    });
  });
});
