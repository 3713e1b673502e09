import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ACCEPT_JS_URLS,
  type AuthnetClientConfig,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  SANDBOX_TEST_CARD_NUMBER,
} from '@marketplace/contracts';
import { buildSessionUser, mockFetch, renderWithProviders, type MockReply } from '@marketplace/testing';
import { type AcceptJs, type AcceptResponse, resetAcceptJsLoader } from './accept-js';
import { PaymentMethodDialog, type PaymentMethodDialogProps } from './PaymentMethodDialog';
import { PAYMENT_TEXTS as T } from './texts';

const YEAR = 2026;
const LOCAL: AuthnetClientConfig = {
  apiLoginId: 'login-1',
  clientKey: 'client-1',
  environment: 'local',
  acceptJsUrl: 'http://127.0.0.1:9999/v1/Accept.js',
};
const CARD: PaymentMethod = {
  id: 'card-1',
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2027,
  isDefault: true,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const employer = buildSessionUser({ id: 'employer-1', role: 'employer' });

type Dispatch = Parameters<AcceptJs['dispatchData']>;

/** A fake Accept.js global: records what it was given and answers with `reply` (or holds until answered). */
function fakeAccept(
  reply: ((secureData: Dispatch[0]) => AcceptResponse) | null = () => ({
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'opaque-1' },
    messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
  }),
) {
  const calls: Dispatch[] = [];
  window.Accept = {
    dispatchData: (secureData, handler) => {
      calls.push([secureData, handler]);
      if (reply) setTimeout(() => handler(reply(secureData)), 0);
    },
  };
  return calls;
}

interface Replies {
  config?: MockReply;
  save?: MockReply;
}

function server(replies: Replies = {}) {
  const requests: Array<{ method: string; path: string; body: string }> = [];
  mockFetch((url, init) => {
    requests.push({ method: init.method ?? 'GET', path: url.pathname, body: String(init.body ?? '') });
    switch (`${init.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /api/payments/authnet/config':
        return replies.config ?? { body: LOCAL };
      case 'POST /api/employer/billing/payment-methods':
      case 'POST /api/seeker/subscription/payment-methods':
        return replies.save ?? { body: { success: true, paymentMethod: { ...CARD, id: 'card-2' } } };
      case 'GET /api/employer/billing/payment-methods':
        return { body: { paymentMethods: [] } };
      default:
        return { status: 404, body: { error: 'Not found' } };
    }
  });
  return requests;
}

function open(props: Partial<PaymentMethodDialogProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderWithProviders(
    <PaymentMethodDialog open onClose={onClose} onSaved={onSaved} currentYear={YEAR} {...props} />,
    { sessionUser: employer },
  );
  return { ...view, onClose, onSaved };
}

async function fillCard(
  user: ReturnType<typeof open>['user'],
  card = { number: '4111111111111111', month: '3', year: '2027', cvv: '123' },
) {
  await user.type(screen.getByLabelText(/Card Number/), card.number);
  await user.type(screen.getByLabelText(/Expiry Month/), card.month);
  await user.type(screen.getByLabelText(/Expiry Year/), card.year);
  await user.type(screen.getByLabelText(/CVV/), card.cvv);
}

/** The script element the dialog added for Accept.js, once it is there. */
const acceptScript = () =>
  waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>('script[src]');
    if (!found) throw new Error('no script yet');
    return found;
  });

const ready = () => waitFor(() => expect(screen.getByRole('button', { name: T.addButton })).toBeEnabled());

beforeEach(() => {
  resetAcceptJsLoader();
  delete window.Accept;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('PaymentMethodDialog', () => {
  it('loads the settings and the local Accept.js from the address the server gives, then is ready, with the sandbox notice', async () => {
    server();
    open();
    expect(screen.getByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(screen.getByRole('button', { name: T.addButton })).toBeDisabled();
    const script = await acceptScript();
    expect(script.src).toBe(LOCAL.acceptJsUrl);
    fakeAccept();
    fireEvent.load(script);
    await ready();
    expect(screen.queryByText(T.loading)).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(SANDBOX_TEST_CARD_NUMBER);
    expect(screen.getByRole('note')).toHaveTextContent(PAYMENT_MESSAGES.sandboxNotice);
  });

  it("loads Authorize.net's production script in production, without the sandbox notice", async () => {
    server({ config: { body: { ...LOCAL, environment: 'production', acceptJsUrl: ACCEPT_JS_URLS.production } } });
    open();
    const script = await acceptScript();
    expect(script.src).toBe(ACCEPT_JS_URLS.production);
    fakeAccept();
    fireEvent.load(script);
    await ready();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('keeps the card rules as the user types', async () => {
    server();
    fakeAccept();
    const { user } = open();
    await ready();
    const number = screen.getByLabelText(/Card Number/);
    await user.type(number, '4111-1111a1111 11119999');
    expect(number).toHaveValue('4111 1111 1111 1111');
    const month = screen.getByLabelText(/Expiry Month/);
    await user.type(month, '1x9');
    expect(month).toHaveValue('12');
    const year = screen.getByLabelText(/Expiry Year/);
    await user.type(year, '2o0271');
    expect(year).toHaveValue('2027');
    const cvv = screen.getByLabelText(/CVV/);
    await user.type(cvv, '12a345');
    expect(cvv).toHaveValue('1234');
    expect(screen.getByLabelText(/Cardholder Name/)).not.toBeRequired();
  });

  it("refuses missing fields and a short card number with the spec's texts, before the card provider is asked", async () => {
    server();
    const calls = fakeAccept();
    const { user } = open();
    await ready();
    await user.type(screen.getByLabelText(/Card Number/), '4111');
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.requiredFields);
    await fillCard(user, { number: '11111111', month: '3', year: '2027', cvv: '123' });
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(screen.getByText(PAYMENT_MESSAGES.invalidCardNumber)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Expiry Year/));
    await user.type(screen.getByLabelText(/Expiry Year/), '2047');
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(screen.getByText(PAYMENT_MESSAGES.invalidExpiryYear)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the card to Accept.js only, the token and padded expiry to the API, then closes and resets', async () => {
    const requests = server();
    const calls = fakeAccept();
    const { user, onClose, onSaved } = open();
    await ready();
    await fillCard(user);
    await user.type(screen.getByLabelText(/Cardholder Name/), 'Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: T.makeDefault }));
    await user.click(screen.getByRole('button', { name: T.addButton }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]![0]).toEqual({
      authData: { clientKey: 'client-1', apiLoginID: 'login-1' },
      cardData: {
        cardNumber: '4111111111111111',
        month: '03',
        year: '2027',
        cardCode: '123',
        fullName: 'Ada Lovelace',
      },
    });
    const saves = requests.filter((request) => request.method === 'POST');
    expect(saves.map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      [
        '/api/employer/billing/payment-methods',
        {
          opaqueDataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          opaqueDataValue: 'opaque-1',
          expiryMonth: '03',
          expiryYear: '2027',
          isDefault: true,
        },
      ],
    ]);
    for (const request of requests) {
      expect(request.body).not.toContain('4111');
      expect(request.body).not.toContain('"123"');
    }
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'card-2' }), 'add');
    // Reset: the fields are empty again.
    expect(screen.getByLabelText(/Card Number/)).toHaveValue('');
  });

  it('is processing while the card provider works: the button says so and is disabled', async () => {
    server();
    const calls = fakeAccept(null);
    const { user } = open();
    await ready();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(screen.getByRole('button', { name: T.processing })).toBeDisabled();
    expect(screen.getByLabelText(/Card Number/)).toBeDisabled();
    expect(calls).toHaveLength(1);
  });

  it("shows the card provider's messages joined with commas", async () => {
    const requests = server();
    fakeAccept(() => ({
      messages: {
        resultCode: 'Error',
        message: [
          { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
          { code: 'E_WC_15', text: 'Please provide valid CVV.' },
        ],
      },
    }));
    const { user, onClose } = open();
    await ready();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please provide valid credit card number., Please provide valid CVV.',
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    // The error state keeps the form, so the user can correct it and try again.
    expect(screen.getByRole('button', { name: T.addButton })).toBeEnabled();
  });

  it("shows the server's error, else 'Failed to add payment method'", async () => {
    server({ save: { status: 400, body: { error: 'Invalid OTS Token.' } } });
    fakeAccept();
    const first = open();
    await ready();
    await fillCard(first.user);
    await first.user.click(screen.getByRole('button', { name: T.addButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTS Token.');
    first.unmount();

    server({ save: { status: 502, body: 'Bad Gateway' } });
    const second = open();
    await ready();
    await fillCard(second.user);
    await second.user.click(screen.getByRole('button', { name: T.addButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.addFailed);
  });

  it("updates a card: paymentMethodId and action 'update', no default choice, 'Failed to update payment method' on failure", async () => {
    const requests = server({ save: { status: 500, body: 'oops' } });
    fakeAccept();
    const { user } = open({ paymentMethod: CARD, audience: 'seeker' });
    expect(screen.getByRole('dialog', { name: T.updateTitle })).toHaveAccessibleDescription('Visa ending in 1111');
    await waitFor(() => expect(screen.getByRole('button', { name: T.updateButton })).toBeEnabled());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fillCard(user, { number: '5424000000000015', month: '11', year: '2030', cvv: '999' });
    await user.click(screen.getByRole('button', { name: T.updateButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.updateFailed);
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.path).toBe('/api/seeker/subscription/payment-methods');
    expect(JSON.parse(save.body)).toEqual({
      paymentMethodId: 'card-1',
      action: 'update',
      opaqueDataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      opaqueDataValue: 'opaque-1',
      expiryMonth: '11',
      expiryYear: '2030',
    });
  });

  it("says 'Failed to get payment configuration', and on submit 'Payment configuration not loaded. Please try again.'", async () => {
    server({ config: { status: 503, body: { error: PAYMENT_MESSAGES.paymentsUnavailable } } });
    fakeAccept();
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.configFailed);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.configNotLoaded);
  });

  it("says 'Failed to load payment processing library' when the script does not load, and 'Payment processing library not loaded. Please try again.' on submit", async () => {
    server();
    const { user } = open();
    const script = await acceptScript();
    fireEvent.error(script);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.libraryLoadFailed);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: T.addButton }));
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.libraryNotLoaded);
  });

  it("says 'Failed to initialize payment form' when the script ran but Accept is missing", async () => {
    server();
    open();
    const script = await acceptScript();
    fireEvent.load(script);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
  });
});
