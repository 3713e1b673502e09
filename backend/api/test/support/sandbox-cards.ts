import type { PaymentsConfig } from '../../src/config/app-config';

/** The local sandbox's general bank decline: a card whose billing ZIP is this is declined (infra/authnet-sandbox/cards.cjs). */
export const SANDBOX_DECLINE_ZIP = '46282';
/** A ZIP the sandbox approves (AVS result A). */
export const SANDBOX_APPROVE_ZIP = '46201';

/**
 * Sets a stored card's billing ZIP at the sandbox, as when the cardholder's bank starts (or stops)
 * refusing it: an update that keeps the card (its masked number, last four 1111) and changes only
 * the address, so charges on the stored card follow the ZIP's trigger. Cards are stored with a $0
 * authorisation, so a card that declines from the start could not be stored at all.
 */
export async function setStoredCardZip(
  payments: PaymentsConfig,
  card: { customerProfileId: string; paymentProfileId: string },
  zip: string,
): Promise<void> {
  const request = {
    updateCustomerPaymentProfileRequest: {
      merchantAuthentication: { name: payments.apiLoginId, transactionKey: payments.transactionKey },
      customerProfileId: card.customerProfileId,
      paymentProfile: {
        billTo: { zip },
        payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX' } },
        customerPaymentProfileId: card.paymentProfileId,
      },
    },
  };
  const response = await fetch(payments.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  // Authorize.net's answers start with a byte-order mark.
  const answer = JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as {
    messages: { resultCode: string; message: Array<{ text: string }> };
  };
  if (answer.messages.resultCode !== 'Ok')
    throw new Error(
      `The sandbox refused the card update: ${answer.messages.message.map((message) => message.text).join(', ')}`,
    );
}
