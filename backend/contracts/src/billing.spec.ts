import {
  cardNumberDigits,
  formatCardExpiry,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryMonthInput,
  formatExpiryYearInput,
  isPaymentMethodUpdate,
  joinProviderMessages,
  padExpiryMonth,
  PAYMENT_MESSAGES,
  type PaymentFormValues,
  validatePaymentForm,
  SEEKER_BILLING_PATH,
  IDEMPOTENCY_KEY_PATTERN,
  SUBSCRIPTION_MESSAGES,
  validateSavePaymentMethod,
  validateSubscribe,
} from './billing';
import { SUBSCRIPTION_PLAN_IDS } from './billing-catalog';

const YEAR = 2026;
const card = (values: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  cardNumber: '4111 1111 1111 1111',
  expiryMonth: '12',
  expiryYear: '2027',
  cvv: '123',
  cardName: '',
  isDefault: false,
  ...values,
});

describe('card field formatting (spec section 5, Payment card)', () => {
  it('keeps card number digits only, grouped in fours, at most 19 characters', () => {
    expect(formatCardNumberInput('4111-1111 abc 1111')).toBe('4111 1111 1111');
    expect(formatCardNumberInput('41111')).toBe('4111 1');
    expect(formatCardNumberInput('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('4111111111111111999')).toHaveLength(19);
    expect(formatCardNumberInput('')).toBe('');
  });

  it('keeps month digits only, at most 2, capped at 12, and pads it on save', () => {
    expect(formatExpiryMonthInput('1a')).toBe('1');
    expect(formatExpiryMonthInput('123')).toBe('12');
    expect(formatExpiryMonthInput('13')).toBe('12');
    expect(formatExpiryMonthInput('99')).toBe('12');
    expect(formatExpiryMonthInput('07')).toBe('07');
    expect(padExpiryMonth('3')).toBe('03');
    expect(padExpiryMonth('11')).toBe('11');
  });

  it('keeps year digits only, at most 4, and CVV digits only, at most 4', () => {
    expect(formatExpiryYearInput('20x271')).toBe('2027');
    expect(formatCvvInput('12a345')).toBe('1234');
  });

  it('sends the card number without spaces', () => {
    expect(cardNumberDigits('4111 1111 1111 1111')).toBe('4111111111111111');
  });
});

describe('validatePaymentForm', () => {
  it('passes a complete card, with the cardholder name optional', () => {
    expect(validatePaymentForm(card(), YEAR)).toEqual({});
    expect(validatePaymentForm(card({ cardName: 'Ada Lovelace' }), YEAR)).toEqual({});
  });

  it.each(['cardNumber', 'expiryMonth', 'expiryYear', 'cvv'] as const)('requires %s', (field) => {
    expect(validatePaymentForm(card({ [field]: ' ' }), YEAR)).toEqual({ form: [PAYMENT_MESSAGES.requiredFields] });
  });

  it('wants 13 to 19 digits once spaces are removed', () => {
    expect(validatePaymentForm(card({ cardNumber: '4111 1111 1111' }), YEAR)).toEqual({
      cardNumber: [PAYMENT_MESSAGES.invalidCardNumber],
    });
    expect(validatePaymentForm(card({ cardNumber: '4007 0000 0002 7' }), YEAR)).toEqual({});
    expect(validatePaymentForm(card({ cardNumber: '4111111111111111111' }), YEAR)).toEqual({});
    expect(validatePaymentForm(card({ cardNumber: '41111111111111111111' }), YEAR)).toEqual({
      cardNumber: [PAYMENT_MESSAGES.invalidCardNumber],
    });
    expect(validatePaymentForm(card({ cardNumber: '4111 1111 1111 111x' }), YEAR)).toEqual({
      cardNumber: [PAYMENT_MESSAGES.invalidCardNumber],
    });
  });

  it('wants a year from this year to this year plus 20, and a month 1 to 12', () => {
    expect(validatePaymentForm(card({ expiryYear: '2026' }), YEAR)).toEqual({});
    expect(validatePaymentForm(card({ expiryYear: '2046' }), YEAR)).toEqual({});
    expect(validatePaymentForm(card({ expiryYear: '2025' }), YEAR)).toEqual({
      expiryYear: [PAYMENT_MESSAGES.invalidExpiryYear],
    });
    expect(validatePaymentForm(card({ expiryYear: '2047' }), YEAR)).toEqual({
      expiryYear: [PAYMENT_MESSAGES.invalidExpiryYear],
    });
    expect(validatePaymentForm(card({ expiryYear: '27' }), YEAR)).toEqual({
      expiryYear: [PAYMENT_MESSAGES.invalidExpiryYear],
    });
    expect(validatePaymentForm(card({ expiryMonth: '0' }), YEAR)).toEqual({
      expiryMonth: [PAYMENT_MESSAGES.invalidExpiryMonth],
    });
  });
});

describe('validateSavePaymentMethod (the server)', () => {
  const add = {
    opaqueDataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
    opaqueDataValue: 'token',
    isDefault: true,
    expiryMonth: '03',
    expiryYear: '2030',
  };

  it('passes an add and an update', () => {
    expect(validateSavePaymentMethod(add, YEAR)).toEqual({});
    expect(
      validateSavePaymentMethod({ ...add, isDefault: undefined, paymentMethodId: 'id-1', action: 'update' }, YEAR),
    ).toEqual({});
  });

  it('wants the opaque data', () => {
    expect(validateSavePaymentMethod({ ...add, opaqueDataValue: '' }, YEAR)).toEqual({
      opaqueDataValue: [PAYMENT_MESSAGES.cardTokenMissing],
    });
    expect(validateSavePaymentMethod({ ...add, opaqueDataDescriptor: undefined }, YEAR)).toEqual({
      opaqueDataValue: [PAYMENT_MESSAGES.cardTokenMissing],
    });
  });

  it('checks the expiry ranges', () => {
    expect(validateSavePaymentMethod({ ...add, expiryMonth: '13', expiryYear: '2047' }, YEAR)).toEqual({
      expiryMonth: [PAYMENT_MESSAGES.invalidExpiryMonth],
      expiryYear: [PAYMENT_MESSAGES.invalidExpiryYear],
    });
    expect(validateSavePaymentMethod({ ...add, expiryMonth: 'x' }, YEAR)).toEqual({
      expiryMonth: [PAYMENT_MESSAGES.invalidExpiryMonth],
    });
  });

  it("wants action 'update' with a paymentMethodId", () => {
    expect(validateSavePaymentMethod({ ...add, paymentMethodId: 'id-1' }, YEAR)).toEqual({
      paymentMethodId: [PAYMENT_MESSAGES.invalidPaymentMethod],
    });
    expect(validateSavePaymentMethod({ ...add, action: 'update' }, YEAR)).toEqual({
      paymentMethodId: [PAYMENT_MESSAGES.invalidPaymentMethod],
    });
  });

  it('tells an update from an add', () => {
    expect(isPaymentMethodUpdate(add)).toBe(false);
    expect(isPaymentMethodUpdate({ ...add, paymentMethodId: 'id-1', action: 'update' })).toBe(true);
  });
});

describe('payment texts', () => {
  it('joins the card provider messages with commas (spec section 8)', () => {
    expect(
      joinProviderMessages([
        { text: 'Please provide valid credit card number.' },
        { text: 'Please provide valid CVV.' },
      ]),
    ).toBe('Please provide valid credit card number., Please provide valid CVV.');
  });

  it('shows the expiry as MM/YYYY', () => {
    expect(formatCardExpiry({ expiryMonth: 3, expiryYear: 2030 })).toBe('03/2030');
  });
});

describe('subscription contracts', () => {
  it('accepts the plans of the catalogue only', () => {
    for (const id of SUBSCRIPTION_PLAN_IDS) expect(validateSubscribe({ planId: id })).toEqual({});
    for (const planId of [undefined, '', 'platinum', 'TRIAL', 3])
      expect(validateSubscribe({ planId })).toEqual({ planId: [SUBSCRIPTION_MESSAGES.unknownPlan] });
  });

  it('takes visible Idempotency-Keys of at most 255 characters', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(255))).toBe(true);
    for (const bad of ['', 'k'.repeat(256), 'with space', 'tab\t'])
      expect(IDEMPOTENCY_KEY_PATTERN.test(bad)).toBe(false);
  });

  it('points a seeker without a card to the billing page', () => {
    expect(SUBSCRIPTION_MESSAGES.noCard).toContain('Billing');
    expect(SEEKER_BILLING_PATH).toBe('/seeker/billing');
  });
});
