import type { PaymentsConfig } from '../../../config/app-config';
import { toAuthnetClientConfig, toCardDetails, toPaymentMethod } from './payment-methods.mapper';

describe('payment methods mapper', () => {
  it('shows a card as brand, last four and expiry only', () => {
    const createdAt = new Date('2026-11-25T10:00:00.000Z');
    expect(
      toPaymentMethod({
        id: 'card-1',
        userId: 'user-1',
        customerProfileId: '5001',
        paymentProfileId: '6001',
        brand: 'Visa',
        last4: '1111',
        expiryMonth: 3,
        expiryYear: 2030,
        isDefault: true,
        createdAt,
        updatedAt: createdAt,
      }),
    ).toEqual({
      id: 'card-1',
      brand: 'Visa',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
      isDefault: true,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it("keeps the gateway's brand and last four with the expiry the form sent", () => {
    expect(toCardDetails({ brand: 'MasterCard', last4: '0015' }, '03', '2031')).toEqual({
      brand: 'MasterCard',
      last4: '0015',
      expiryMonth: 3,
      expiryYear: 2031,
    });
  });

  it('answers the public settings only', () => {
    const config: PaymentsConfig = {
      environment: 'local',
      apiLoginId: 'login',
      transactionKey: 'secret-transaction-key',
      clientKey: 'client',
      signatureKey: 'secret-signature-key',
      apiUrl: 'http://127.0.0.1:1/xml/v1/request.api',
      restUrl: 'http://127.0.0.1:1/rest/v1',
      acceptJsUrl: 'http://127.0.0.1:1/v1/Accept.js',
      registerWebhook: false,
    };
    expect(toAuthnetClientConfig(config)).toEqual({
      apiLoginId: 'login',
      clientKey: 'client',
      environment: 'local',
      acceptJsUrl: 'http://127.0.0.1:1/v1/Accept.js',
    });
  });
});
