'use strict';
// Cards and the sandbox's documented triggers, as Authorize.net's own sandbox answers them.
//
// Sources (Authorize.net developer centre, "Testing Guide", hello_world/testing_guide):
// - test card numbers: American Express 370000000000002, Discover 6011000000000012, JCB
//   3088000000000017, Diners Club/Carte Blanche 38000000000006, Visa 4007000000027, 4012888818888,
//   4111111111111111, Mastercard 5424000000000015, 2223000010309703, 2223000010309711; any
//   expiration date after today; any 3-digit card code (4 digits for American Express);
// - "the response from the sandbox varies depending on the card type, ZIP code, and amount":
//   billing ZIP 46282 is a general bank decline (response code 2, "This transaction has been
//   declined."); the ZIPs 46201 (A), 46203 (E), 46204 (G), 46205 (N), 46206 (P), 46207 (R),
//   46208 (S), 46209 (U), 46211 (W), 46214 (X), 46217 (Z) set the AVS result of an approval;
//   card codes 900 (M), 901 (N), 902 (S), 903 (U), 904 (P) set the card code result;
// - amount triggers, from the older "Test Environment Account Error Generation" guide: a
//   transaction on the Visa error card 4222222222222 answers the response reason code equal to its
//   whole-dollar amount (e.g. $27.00 answers reason 27, the AVS mismatch decline; $253.00 holds
//   it for review). Amounts that name no processor reason (ERROR_CARD_REASONS) are approved.
// The guide's partial-authorization ZIPs (46225-46228) need allowPartialAuth, which the app never
// sends; they are not simulated.
const crypto = require('node:crypto');

const TEST_CARDS = Object.freeze([
  { number: '370000000000002', brand: 'AmericanExpress' },
  { number: '6011000000000012', brand: 'Discover' },
  { number: '3088000000000017', brand: 'JCB' },
  { number: '38000000000006', brand: 'DinersClub' },
  { number: '4007000000027', brand: 'Visa' },
  { number: '4012888818888', brand: 'Visa' },
  { number: '4111111111111111', brand: 'Visa' },
  { number: '5424000000000015', brand: 'MasterCard' },
  { number: '2223000010309703', brand: 'MasterCard' },
  { number: '2223000010309711', brand: 'MasterCard' },
]);

/** The Visa card whose dollar amount picks the response reason code (Error Generation guide). */
const ERROR_CARD = '4222222222222';

const DECLINE_ZIP = '46282';

const AVS_BY_ZIP = Object.freeze({
  46201: 'A',
  46203: 'E',
  46204: 'G',
  46205: 'N',
  46206: 'P',
  46207: 'R',
  46208: 'S',
  46209: 'U',
  46211: 'W',
  46214: 'X',
  46217: 'Z',
});

const CVV_BY_CODE = Object.freeze({ 900: 'M', 901: 'N', 902: 'S', 903: 'U', 904: 'P' });

/**
 * Response reason codes the sandbox answers, with their response code (1 approved, 2 declined,
 * 3 error, 4 held for review) and text as the gateway words them.
 */
const REASONS = Object.freeze({
  1: [1, 'This transaction has been approved.'],
  2: [2, 'This transaction has been declined.'],
  3: [2, 'This transaction has been declined.'],
  4: [2, 'This transaction has been declined.'],
  5: [3, 'A valid amount is required.'],
  6: [3, 'The credit card number is invalid.'],
  7: [3, 'Credit card expiration date is invalid.'],
  8: [3, 'The credit card has expired.'],
  11: [3, 'A duplicate transaction has been submitted.'],
  16: [3, 'The transaction cannot be found.'],
  17: [3, 'The merchant does not accept this type of credit card.'],
  19: [3, 'An error occurred during processing. Please try again in 5 minutes.'],
  27: [
    2,
    'The transaction has been declined because of an AVS mismatch. The address provided does not match billing address of cardholder.',
  ],
  28: [3, 'The merchant does not accept this type of credit card.'],
  33: [3, 'Credit card number cannot be left blank.'],
  36: [3, 'The authorization was approved but settlement failed.'],
  37: [3, 'The credit card number is invalid.'],
  44: [2, 'This transaction has been declined.'],
  45: [2, 'This transaction has been declined.'],
  54: [3, 'The referenced transaction does not meet the criteria for issuing a credit.'],
  55: [3, 'The sum of credits against the referenced transaction would exceed original debit amount.'],
  65: [2, 'This transaction has been declined.'],
  250: [2, 'This transaction has been declined.'],
  251: [2, 'This transaction has been declined.'],
  252: [4, 'Your order has been received. Thank you for your business!'],
  253: [4, 'Your order has been received. Thank you for your business!'],
  254: [2, 'This transaction has been declined.'],
  310: [1, 'This transaction has already been voided.'],
});

/** The reason codes the error card's amount can ask for: the processor's, not the gateway's own checks. */
const ERROR_CARD_REASONS = Object.freeze([
  2, 3, 4, 5, 6, 7, 8, 17, 19, 27, 28, 36, 37, 44, 45, 65, 250, 251, 252, 253, 254,
]);

function reason(code) {
  const known = REASONS[code];
  if (!known) throw new Error(`unknown response reason code ${code}`);
  return { responseCode: known[0], reasonCode: code, text: known[1] };
}

function digitsOnly(value) {
  return typeof value === 'string' && /^[0-9]+$/.test(value);
}

function luhnValid(number) {
  if (!digitsOnly(number) || number.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card brand by number prefix (the gateway's accountType names), or null. */
function brandOf(number) {
  const known = TEST_CARDS.find((card) => card.number === number);
  if (known) return known.brand;
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  if (/^(35(2[89]|[3-8])|3088)/.test(number)) return 'JCB';
  if (/^(30[0-5]|36|38)/.test(number)) return 'DinersClub';
  return null;
}

/**
 * Reads an expiration date as the API takes it: "2027-12" (gYearMonth), "1227", "122027",
 * "12/27" or "12/2027". Answers { year, month } or null.
 */
function parseExpiration(value) {
  const text = String(value ?? '').trim();
  let match = /^(\d{4})-(\d{1,2})$/.exec(text);
  let year;
  let month;
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
  } else if ((match = /^(\d{2})\/?(\d{2}|\d{4})$/.exec(text))) {
    month = Number(match[1]);
    year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  } else {
    return null;
  }
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** True once the last day of the expiration month has passed. */
function isExpired({ year, month }, now) {
  const firstDayAfter = Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1);
  return now.getTime() >= firstDayAfter;
}

function formatExpiration({ year, month }) {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * What the sandbox keeps of a card: never the number itself, only what the gateway's answers and
 * triggers need (brand, last four, the issuer number, the expiry) and a salted fingerprint that
 * tells the same card again (duplicate payment profiles, the duplicate-transaction window).
 */
function describeCard({ cardNumber, expirationDate }, pepper) {
  const expiration = parseExpiration(expirationDate);
  return {
    fingerprint: crypto.createHmac('sha256', pepper).update(cardNumber).digest('hex'),
    last4: cardNumber.slice(-4),
    issuerNumber: cardNumber.slice(0, 6),
    brand: brandOf(cardNumber),
    luhn: luhnValid(cardNumber),
    errorCard: cardNumber === ERROR_CARD,
    expiration: expiration ? formatExpiration(expiration) : null,
  };
}

module.exports = {
  TEST_CARDS,
  ERROR_CARD,
  DECLINE_ZIP,
  AVS_BY_ZIP,
  CVV_BY_CODE,
  REASONS,
  ERROR_CARD_REASONS,
  reason,
  luhnValid,
  brandOf,
  parseExpiration,
  isExpired,
  formatExpiration,
  describeCard,
};
