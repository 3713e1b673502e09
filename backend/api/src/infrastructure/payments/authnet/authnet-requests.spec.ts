import path from 'node:path';
import {
  createCustomerPaymentProfileRequest,
  createCustomerProfileRequest,
  createTransactionRequest,
  deleteCustomerPaymentProfileRequest,
  deleteCustomerProfileRequest,
  formatAmount,
  getCustomerPaymentProfileRequest,
  getCustomerProfileRequest,
  getTransactionDetailsRequest,
  inSchemaOrder,
  updateCustomerPaymentProfileRequest,
} from './authnet-requests';

// The local sandbox's schema (infra/authnet-sandbox/schema.cjs, written from AnetApiSchema.xsd) is
// the oracle: it refuses a key out of the XSD's sequence order as the gateway does (E00003).
const { validateRequest } = require(path.resolve(__dirname, '../../../../../../infra/authnet-sandbox/schema.cjs')) as {
  validateRequest(body: unknown): { method: string; request: Record<string, unknown> };
};

const credentials = { apiLoginId: 'login-id', transactionKey: 'transactionkey16' };
const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-value' };
const billTo = { zip: '46282', lastName: 'Rivera', firstName: 'Ana', country: 'US' };

describe('Authorize.net request builders', () => {
  it('emit a charge on opaque data with every element in the schema order', () => {
    const request = createTransactionRequest(
      credentials,
      {
        transactionType: 'authCaptureTransaction',
        amountCents: 4999,
        source: { opaqueData },
        order: { description: 'Gold Mom Professional', invoiceNumber: 'R-1001' },
        customer: { email: 'ana@example.com', id: 'u-17' },
        billTo,
        duplicateWindowSeconds: 0,
      },
      'ref-1',
    );
    expect(request.method).toBe('createTransactionRequest');
    expect(JSON.stringify(request.body)).toBe(
      JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: { name: 'login-id', transactionKey: 'transactionkey16' },
          refId: 'ref-1',
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: '49.99',
            payment: { opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-value' } },
            order: { invoiceNumber: 'R-1001', description: 'Gold Mom Professional' },
            customer: { id: 'u-17', email: 'ana@example.com' },
            billTo: { firstName: 'Ana', lastName: 'Rivera', zip: '46282', country: 'US' },
            transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '0' }] },
          },
        },
      }),
    );
    expect(() => validateRequest(request.body)).not.toThrow();
  });

  it('emit a charge on a stored card, a refund and a void that the schema accepts', () => {
    const byProfile = createTransactionRequest(credentials, {
      transactionType: 'authCaptureTransaction',
      amountCents: 29900,
      source: { customerProfileId: '500001', paymentProfileId: '520001' },
      order: { invoiceNumber: 'R-1002' },
    });
    expect(byProfile.body).toEqual({
      createTransactionRequest: {
        merchantAuthentication: { name: 'login-id', transactionKey: 'transactionkey16' },
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: '299.00',
          profile: { customerProfileId: '500001', paymentProfile: { paymentProfileId: '520001' } },
          order: { invoiceNumber: 'R-1002' },
        },
      },
    });
    const refundByCard = createTransactionRequest(credentials, {
      transactionType: 'refundTransaction',
      amountCents: 1000,
      refTransId: '8001',
      card: { last4: '1111' },
    });
    const refundByProfile = createTransactionRequest(credentials, {
      transactionType: 'refundTransaction',
      amountCents: 1000,
      refTransId: '8001',
      card: { customerProfileId: '500001', paymentProfileId: '520001' },
      order: { description: 'Refund' },
    });
    const voided = createTransactionRequest(credentials, { transactionType: 'voidTransaction', refTransId: '8001' });
    expect(
      Object.keys(
        (refundByCard.body['createTransactionRequest'] as Record<string, Record<string, unknown>>)[
          'transactionRequest'
        ]!,
      ),
    ).toEqual(['transactionType', 'amount', 'payment', 'refTransId']);
    expect(voided.body).toEqual({
      createTransactionRequest: {
        merchantAuthentication: { name: 'login-id', transactionKey: 'transactionkey16' },
        transactionRequest: { transactionType: 'voidTransaction', refTransId: '8001' },
      },
    });
    for (const request of [byProfile, refundByCard, refundByProfile, voided])
      expect(() => validateRequest(request.body)).not.toThrow();
  });

  it('emit profile requests that the schema accepts, cards validated with a $0 authorisation', () => {
    const card = { opaqueData, billTo, isDefault: true };
    const created = createCustomerProfileRequest(credentials, {
      email: 'ana@example.com',
      merchantCustomerId: 'u-17',
      card,
    });
    expect(created.body).toEqual({
      createCustomerProfileRequest: {
        merchantAuthentication: { name: 'login-id', transactionKey: 'transactionkey16' },
        profile: {
          merchantCustomerId: 'u-17',
          email: 'ana@example.com',
          paymentProfiles: [
            {
              customerType: 'individual',
              billTo: { firstName: 'Ana', lastName: 'Rivera', zip: '46282', country: 'US' },
              payment: { opaqueData },
              defaultPaymentProfile: true,
            },
          ],
        },
        validationMode: 'liveMode',
      },
    });
    const all = [
      created,
      createCustomerProfileRequest(credentials, { merchantCustomerId: 'u-18' }),
      getCustomerProfileRequest(credentials, '500001'),
      deleteCustomerProfileRequest(credentials, '500001'),
      createCustomerPaymentProfileRequest(credentials, '500001', { opaqueData }),
      getCustomerPaymentProfileRequest(credentials, '500001', '520001'),
      updateCustomerPaymentProfileRequest(credentials, '500001', '520001', { opaqueData, isDefault: false }),
      deleteCustomerPaymentProfileRequest(credentials, '500001', '520001'),
      getTransactionDetailsRequest(credentials, '8001'),
    ];
    for (const request of all) {
      expect(() => validateRequest(request.body)).not.toThrow();
      expect(Object.keys(request.body)).toEqual([request.method]);
    }
    // The id of the payment profile being updated comes last in its element, as the schema extends the type.
    const updated = updateCustomerPaymentProfileRequest(credentials, '500001', '520001', { opaqueData });
    expect(
      Object.keys(
        (updated.body['updateCustomerPaymentProfileRequest'] as Record<string, Record<string, unknown>>)[
          'paymentProfile'
        ]!,
      ),
    ).toEqual(['customerType', 'payment', 'customerPaymentProfileId']);
  });

  it('order fields by the schema whatever order the code lists them in, and refuse unknown ones', () => {
    expect(Object.keys(inSchemaOrder('orderType', { description: 'd', invoiceNumber: 'i' }))).toEqual([
      'invoiceNumber',
      'description',
    ]);
    expect(inSchemaOrder('orderType', { invoiceNumber: undefined, description: 'd' })).toEqual({ description: 'd' });
    expect(() => inSchemaOrder('orderType', { invoice: 'x' } as never)).toThrow('orderType has no element invoice');
  });

  it('is checked by an oracle that does refuse the wrong order', () => {
    const request = createTransactionRequest(credentials, { transactionType: 'voidTransaction', refTransId: '8001' });
    const inner = request.body['createTransactionRequest'] as Record<string, unknown>;
    const swapped = {
      createTransactionRequest: {
        transactionRequest: inner['transactionRequest'],
        merchantAuthentication: inner['merchantAuthentication'],
      },
    };
    expect(() => validateRequest(swapped)).toThrow(
      /has invalid child element 'transactionRequest'.*expected: 'merchantAuthentication'/,
    );
  });

  it('format whole cents as the API decimal and refuse anything else', () => {
    expect(formatAmount(4999)).toBe('49.99');
    expect(formatAmount(29900)).toBe('299.00');
    expect(formatAmount(5)).toBe('0.05');
    for (const bad of [0, -100, 12.5, Number.NaN])
      expect(() => formatAmount(bad)).toThrow('positive whole number of cents');
  });
});
