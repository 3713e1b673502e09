'use strict';
// The API methods of the sandbox: what Authorize.net's JSON API answers for customer profiles,
// payment profiles, transactions (charge by Accept.js opaque data or by a stored payment profile,
// refund, void), transaction details and Accept.js tokenisation, with the documented sandbox
// triggers (cards.cjs) and the duplicate-transaction window. Request bodies reach here already
// validated against the schema (schema.cjs).
const crypto = require('node:crypto');
const cards = require('./cards.cjs');

const ACCEPT_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';
/** The gateway's default duplicate window when a request sets none (two minutes), and its maximum. */
const DEFAULT_DUPLICATE_WINDOW_S = 120;
const MAX_DUPLICATE_WINDOW_S = 28800;
const MAX_PAYMENT_PROFILES = 10;

class ApiError extends Error {
  /** A top-level error answer (resultCode Error); `fields` are answered beside the messages. */
  constructor(code, text, fields = {}) {
    super(text);
    this.code = code;
    this.fields = fields;
  }
}

const ok = () => ({ resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] });
const failed = (code, text) => ({ resultCode: 'Error', message: [{ code, text }] });
const notFound = () => new ApiError('E00040', 'The record cannot be found.');
const unsuccessful = 'The transaction was unsuccessful.';

function asList(value) {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isTrue(value) {
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** Decimal amount ("49.99", 49.99) to whole cents, or null when it is not a usable amount. */
function toCents(value) {
  const text = String(value ?? '').trim();
  const match = /^(\d{1,8})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(4, '0');
  if (fraction.slice(2) !== '00') return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

const money = (cents) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const masked = (last4) => `XXXX${last4}`;
const authCode = () => crypto.randomBytes(4).toString('hex').slice(0, 6).toUpperCase();

function settingValue(transactionRequest, name) {
  const settings = asList(transactionRequest.transactionSettings?.setting);
  const found = settings.find((setting) => setting && setting.settingName === name);
  return found ? found.settingValue : undefined;
}

/**
 * A transaction response in the gateway's JSON shape. Approvals (and reviews) carry `messages`,
 * declines and errors carry `errors`.
 */
function transactionResponse({
  responseCode,
  reasonCode,
  text,
  authCode: code = '',
  avs = 'P',
  cvv = '',
  transId = '0',
  refTransID = '',
  card = null,
}) {
  const response = {
    responseCode: String(responseCode),
    authCode: code,
    avsResultCode: avs,
    cvvResultCode: cvv,
    cavvResultCode: '',
    transId,
    refTransID,
    transHash: '',
    testRequest: '0',
    accountNumber: card ? masked(card.last4) : '',
    accountType: card?.brand ?? '',
  };
  if (responseCode === 1 || responseCode === 4) response.messages = [{ code: String(reasonCode), description: text }];
  else response.errors = [{ errorCode: String(reasonCode), errorText: text }];
  response.transHashSha2 = '';
  return response;
}

/** The comma-delimited "direct response" a profile validation answers (gateway field positions). */
function directResponse({
  responseCode,
  reasonCode,
  text,
  code = '',
  avs = 'P',
  transId = '0',
  cvv = '',
  card,
  billTo = {},
  merchantCustomerId = '',
}) {
  const fields = new Array(68).fill('');
  fields[0] = String(responseCode);
  fields[1] = '1';
  fields[2] = String(reasonCode);
  fields[3] = text;
  fields[4] = code;
  fields[5] = avs;
  fields[6] = transId;
  fields[9] = '0.00';
  fields[10] = 'CC';
  fields[11] = 'auth_only';
  fields[12] = merchantCustomerId;
  [
    'firstName',
    'lastName',
    'company',
    'address',
    'city',
    'state',
    'zip',
    'country',
    'phoneNumber',
    'faxNumber',
    'email',
  ].forEach((key, i) => {
    fields[13 + i] = billTo[key] ?? '';
  });
  fields[38] = cvv;
  fields[50] = card ? masked(card.last4) : '';
  fields[51] = card?.brand ?? '';
  return fields.join(',');
}

/**
 * Options: store, webhooks, now(), settleAfterMs (how long after submission a transaction counts
 * as settled, standing in for the daily batch), tokenLifetimeMs (Accept.js opaque data lifetime).
 */
function createGateway({ store, webhooks, now, settleAfterMs, tokenLifetimeMs }) {
  const nowMs = () => now().getTime();

  function statusOf(tx) {
    if (tx.voidedAt) return 'voided';
    if (tx.status === 'capturedPendingSettlement' || tx.status === 'refundPendingSettlement') {
      if (tx.settledAt !== undefined || nowMs() - tx.submittedAt >= settleAfterMs) {
        return tx.type === 'refundTransaction' ? 'refundSettledSuccessfully' : 'settledSuccessfully';
      }
    }
    return tx.status;
  }

  function pruneTokens(records) {
    for (const [value, token] of Object.entries(records.tokens))
      if (token.expiresAt <= nowMs()) delete records.tokens[value];
  }

  /** Card data of a `payment` element, consuming Accept.js opaque data (single use). */
  function cardOfPayment(records, payment) {
    if (payment.creditCard) {
      const number = String(payment.creditCard.cardNumber);
      return {
        card: cards.describeCard(
          { cardNumber: number, expirationDate: payment.creditCard.expirationDate },
          store.pepper,
        ),
        cardCode: payment.creditCard.cardCode === undefined ? undefined : String(payment.creditCard.cardCode),
        digits: /^[0-9]+$/.test(number),
      };
    }
    if (payment.opaqueData) {
      pruneTokens(records);
      const token =
        payment.opaqueData.dataDescriptor === ACCEPT_DESCRIPTOR
          ? records.tokens[payment.opaqueData.dataValue]
          : undefined;
      if (!token) throw new ApiError('E00114', 'Invalid OTS Token.');
      delete records.tokens[payment.opaqueData.dataValue];
      return { card: token.card, cvvResult: token.cvvResult, zip: token.zip, fullName: token.fullName, digits: true };
    }
    // eCheck, PayPal, track data and the like: never used by this app, not simulated.
    throw new ApiError('E00001', 'An error occurred during processing. Please try again.');
  }

  /** The card checks a stored card must pass (profile methods answer E00013 with the field). */
  function checkStoredCard({ card, digits }) {
    if (!digits || !card.luhn || !card.brand) throw new ApiError('E00013', 'Credit card number is invalid.');
    if (!card.expiration) throw new ApiError('E00013', 'Credit card expiration date is invalid.');
  }

  /** The card's result at the processor: approval, or the reason code a trigger asks for. */
  function processorDecision({ card, cents, zip }) {
    if (zip === cards.DECLINE_ZIP) return cards.reason(2);
    if (card.errorCard && cents !== null) {
      const code = Math.trunc(cents / 100);
      if (cards.ERROR_CARD_REASONS.includes(code)) return cards.reason(code);
    }
    return cards.reason(1);
  }

  function cardChecks(card, digits) {
    if (!digits || !card.luhn) return cards.reason(6);
    if (!card.brand) return cards.reason(17);
    if (!card.expiration) return cards.reason(7);
    if (cards.isExpired(cards.parseExpiration(card.expiration), now())) return cards.reason(8);
    return null;
  }

  function avsOf(zip) {
    return zip ? (cards.AVS_BY_ZIP[zip] ?? 'Y') : 'P';
  }

  function cvvOf(cardCode, cvvResult) {
    if (cardCode !== undefined) return cards.CVV_BY_CODE[cardCode] ?? 'M';
    return cvvResult ?? 'P';
  }

  /** A profile validation ($0 authorisation) for validationMode liveMode/testMode. */
  function validateCard(source, billTo, merchantCustomerId, mode) {
    if (mode !== 'liveMode' && mode !== 'testMode' && mode !== 'oldLiveMode') return null;
    const zip = billTo?.zip ?? source.zip;
    const problem = cardChecks(source.card, source.digits);
    const decision =
      problem ?? (mode === 'testMode' ? cards.reason(1) : processorDecision({ card: source.card, cents: 0, zip }));
    const approved = decision.responseCode === 1;
    const text = directResponse({
      responseCode: decision.responseCode,
      reasonCode: decision.reasonCode,
      text: decision.text,
      code: approved ? authCode() : '',
      avs: avsOf(zip),
      transId: mode === 'testMode' ? '0' : store.nextId('transaction'),
      cvv: cvvOf(source.cardCode, source.cvvResult),
      card: source.card,
      billTo: billTo ?? {},
      merchantCustomerId,
    });
    return { approved, text };
  }

  function maskedPaymentProfile(customer, profile, { unmaskExpirationDate, includeIssuerInfo }) {
    const creditCard = {
      cardNumber: masked(profile.card.last4),
      expirationDate: isTrue(unmaskExpirationDate) ? profile.card.expiration : 'XXXX',
      cardType: profile.card.brand,
    };
    if (isTrue(includeIssuerInfo)) creditCard.issuerNumber = profile.card.issuerNumber;
    const view = {};
    if (profile.customerType) view.customerType = profile.customerType;
    if (profile.billTo) view.billTo = profile.billTo;
    view.customerProfileId = customer.customerProfileId;
    view.customerPaymentProfileId = profile.customerPaymentProfileId;
    if (profile.defaultPaymentProfile) view.defaultPaymentProfile = true;
    view.payment = { creditCard };
    return view;
  }

  function findDuplicateCard(customer, card, exceptId) {
    return Object.values(customer.paymentProfiles).find(
      (profile) => profile.customerPaymentProfileId !== exceptId && profile.card.fingerprint === card.fingerprint,
    );
  }

  function makeDefault(customer, id) {
    for (const profile of Object.values(customer.paymentProfiles))
      profile.defaultPaymentProfile = profile.customerPaymentProfileId === id;
  }

  function newPaymentProfile(customer, input, source) {
    const id = store.nextId('paymentProfile');
    const profile = {
      customerPaymentProfileId: id,
      card: source.card,
      defaultPaymentProfile: false,
      createdAt: nowMs(),
    };
    if (input.customerType) profile.customerType = input.customerType;
    if (input.billTo) profile.billTo = input.billTo;
    // The ZIP typed into Accept.js stays with the card for address verification.
    if (source.zip) profile.avsZip = source.zip;
    customer.paymentProfiles[id] = profile;
    if (isTrue(input.defaultPaymentProfile) || Object.keys(customer.paymentProfiles).length === 1)
      makeDefault(customer, id);
    return profile;
  }

  const customerOf = (records, id) => (id === undefined ? undefined : records.customers[String(id)]);

  // --------------------------------------------------------------------------------------------
  // Customer profiles

  function createCustomerProfile(merchant, records, request) {
    const input = request.profile;
    if (!input.merchantCustomerId && !input.description && !input.email)
      throw new ApiError('E00041', 'One or more fields in the profile must contain a value.');
    const duplicate = Object.values(records.customers).find(
      (customer) =>
        customer.merchantCustomerId === input.merchantCustomerId &&
        customer.description === input.description &&
        customer.email === input.email,
    );
    if (duplicate)
      throw new ApiError('E00039', `A duplicate record with ID ${duplicate.customerProfileId} already exists.`);
    const profiles = asList(input.paymentProfiles);
    if (profiles.length > MAX_PAYMENT_PROFILES)
      throw new ApiError('E00042', `You cannot add more than ${MAX_PAYMENT_PROFILES} payment profiles.`);

    const sources = profiles.map((profile) => {
      if (!profile.payment) throw new ApiError('E00029', 'Payment information is required.');
      const source = cardOfPayment(records, profile.payment);
      checkStoredCard(source);
      return source;
    });
    const fingerprints = new Set();
    for (const source of sources) {
      if (fingerprints.has(source.card.fingerprint))
        throw new ApiError('E00039', 'A duplicate customer payment profile already exists.');
      fingerprints.add(source.card.fingerprint);
    }
    const validations = profiles
      .map((profile, i) =>
        validateCard(sources[i], profile.billTo, input.merchantCustomerId ?? '', request.validationMode),
      )
      .filter(Boolean);
    if (validations.some((validation) => !validation.approved)) {
      throw new ApiError('E00027', unsuccessful, {
        validationDirectResponseList: validations.map((validation) => validation.text),
      });
    }

    const customer = {
      customerProfileId: store.nextId('customerProfile'),
      merchantCustomerId: input.merchantCustomerId,
      description: input.description,
      email: input.email,
      profileType: input.profileType ?? 'regular',
      paymentProfiles: {},
      createdAt: nowMs(),
    };
    records.customers[customer.customerProfileId] = customer;
    const created = profiles.map((profile, i) => newPaymentProfile(customer, profile, sources[i]));
    webhooks.emit(merchant, 'net.authorize.customer.created', {
      paymentProfiles: created.map((profile) => ({
        id: profile.customerPaymentProfileId,
        customerType: profile.customerType ?? 'individual',
      })),
      merchantCustomerId: customer.merchantCustomerId,
      description: customer.description,
      entityName: 'customerProfile',
      id: customer.customerProfileId,
    });
    return {
      customerProfileId: customer.customerProfileId,
      customerPaymentProfileIdList: created.map((profile) => profile.customerPaymentProfileId),
      customerShippingAddressIdList: [],
      validationDirectResponseList: validations.map((validation) => validation.text),
    };
  }

  function getCustomerProfile(merchant, records, request) {
    let customer = customerOf(records, request.customerProfileId);
    if (!customer && request.customerProfileId === undefined) {
      customer = Object.values(records.customers).find(
        (candidate) =>
          (request.merchantCustomerId === undefined || candidate.merchantCustomerId === request.merchantCustomerId) &&
          (request.email === undefined || candidate.email === request.email) &&
          (request.merchantCustomerId !== undefined || request.email !== undefined),
      );
    }
    if (!customer) throw notFound();
    const profile = {};
    for (const key of ['merchantCustomerId', 'description', 'email'])
      if (customer[key] !== undefined) profile[key] = customer[key];
    profile.customerProfileId = customer.customerProfileId;
    const paymentProfiles = Object.values(customer.paymentProfiles).map((payment) =>
      maskedPaymentProfile(customer, payment, request),
    );
    if (paymentProfiles.length) profile.paymentProfiles = paymentProfiles;
    profile.profileType = customer.profileType;
    return { profile };
  }

  function deleteCustomerProfile(merchant, records, request) {
    const customer = customerOf(records, request.customerProfileId);
    if (!customer) throw notFound();
    delete records.customers[customer.customerProfileId];
    webhooks.emit(merchant, 'net.authorize.customer.deleted', {
      paymentProfiles: Object.values(customer.paymentProfiles).map((profile) => ({
        id: profile.customerPaymentProfileId,
        customerType: profile.customerType ?? 'individual',
      })),
      merchantCustomerId: customer.merchantCustomerId,
      description: customer.description,
      entityName: 'customerProfile',
      id: customer.customerProfileId,
    });
    return {};
  }

  // --------------------------------------------------------------------------------------------
  // Payment profiles

  function paymentProfileEvent(merchant, eventType, customer, profile) {
    webhooks.emit(merchant, eventType, {
      customerProfileId: Number(customer.customerProfileId),
      entityName: 'customerPaymentProfile',
      id: profile.customerPaymentProfileId,
      customerType: profile.customerType ?? 'individual',
    });
  }

  function createCustomerPaymentProfile(merchant, records, request) {
    const customer = customerOf(records, request.customerProfileId);
    if (!customer) throw notFound();
    const input = request.paymentProfile;
    if (Object.keys(customer.paymentProfiles).length >= MAX_PAYMENT_PROFILES)
      throw new ApiError('E00042', `You cannot add more than ${MAX_PAYMENT_PROFILES} payment profiles.`);
    if (!input.payment) throw new ApiError('E00029', 'Payment information is required.');
    const source = cardOfPayment(records, input.payment);
    checkStoredCard(source);
    const duplicate = findDuplicateCard(customer, source.card);
    if (duplicate) {
      throw new ApiError('E00039', 'A duplicate customer payment profile already exists.', {
        customerProfileId: customer.customerProfileId,
        customerPaymentProfileId: duplicate.customerPaymentProfileId,
      });
    }
    const validation = validateCard(source, input.billTo, customer.merchantCustomerId ?? '', request.validationMode);
    if (validation && !validation.approved)
      throw new ApiError('E00027', unsuccessful, { validationDirectResponse: validation.text });
    const profile = newPaymentProfile(customer, input, source);
    paymentProfileEvent(merchant, 'net.authorize.customer.paymentProfile.created', customer, profile);
    const answer = {
      customerProfileId: customer.customerProfileId,
      customerPaymentProfileId: profile.customerPaymentProfileId,
    };
    if (validation) answer.validationDirectResponse = validation.text;
    return answer;
  }

  function paymentProfileOf(records, request) {
    const customer = customerOf(records, request.customerProfileId);
    const id = request.customerPaymentProfileId ?? request.paymentProfile?.customerPaymentProfileId;
    const profile = customer && id !== undefined ? customer.paymentProfiles[String(id)] : undefined;
    if (!profile) throw notFound();
    return { customer, profile };
  }

  function getCustomerPaymentProfile(merchant, records, request) {
    const { customer, profile } = paymentProfileOf(records, request);
    return { paymentProfile: maskedPaymentProfile(customer, profile, request) };
  }

  function updateCustomerPaymentProfile(merchant, records, request) {
    const { customer, profile } = paymentProfileOf(records, request);
    const input = request.paymentProfile;
    let source = null;
    const creditCard = input.payment?.creditCard;
    if (creditCard && /^X+\d{4}$/.test(String(creditCard.cardNumber))) {
      // A masked number keeps the stored card; a new expiration date (not "XXXX") replaces the old.
      if (String(creditCard.cardNumber).slice(-4) !== profile.card.last4)
        throw new ApiError('E00013', 'Credit card number is invalid.');
      if (!/^X+$/.test(String(creditCard.expirationDate))) {
        const expiration = cards.parseExpiration(creditCard.expirationDate);
        if (!expiration) throw new ApiError('E00013', 'Credit card expiration date is invalid.');
        profile.card = { ...profile.card, expiration: cards.formatExpiration(expiration) };
      }
    } else if (input.payment) {
      source = cardOfPayment(records, input.payment);
      checkStoredCard(source);
      if (findDuplicateCard(customer, source.card, profile.customerPaymentProfileId))
        throw new ApiError('E00039', 'A duplicate customer payment profile already exists.');
    }
    const validation = source
      ? validateCard(source, input.billTo ?? profile.billTo, customer.merchantCustomerId ?? '', request.validationMode)
      : null;
    if (validation && !validation.approved)
      throw new ApiError('E00027', unsuccessful, { validationDirectResponse: validation.text });
    if (source) {
      profile.card = source.card;
      profile.avsZip = source.zip;
    }
    if (input.billTo) profile.billTo = input.billTo;
    if (input.customerType) profile.customerType = input.customerType;
    if (isTrue(input.defaultPaymentProfile)) makeDefault(customer, profile.customerPaymentProfileId);
    paymentProfileEvent(merchant, 'net.authorize.customer.paymentProfile.updated', customer, profile);
    return validation ? { validationDirectResponse: validation.text } : {};
  }

  function deleteCustomerPaymentProfile(merchant, records, request) {
    const { customer, profile } = paymentProfileOf(records, request);
    delete customer.paymentProfiles[profile.customerPaymentProfileId];
    paymentProfileEvent(merchant, 'net.authorize.customer.paymentProfile.deleted', customer, profile);
    return {};
  }

  // --------------------------------------------------------------------------------------------
  // Transactions

  function duplicateWindowMs(transactionRequest) {
    const raw = settingValue(transactionRequest, 'duplicateWindow');
    if (raw === undefined || raw === null || raw === '') return DEFAULT_DUPLICATE_WINDOW_S * 1000;
    const seconds = Number(raw);
    if (!Number.isFinite(seconds) || seconds < 0) return DEFAULT_DUPLICATE_WINDOW_S * 1000;
    return Math.min(Math.trunc(seconds), MAX_DUPLICATE_WINDOW_S) * 1000;
  }

  /**
   * What the duplicate check compares (the gateway's list: account, card or profile, amount,
   * transaction type, invoice number, customer ID and the billing name and address).
   */
  function duplicateKey(transactionRequest, type, cents, card, profileIds) {
    const billTo = transactionRequest.billTo ?? {};
    return crypto
      .createHash('sha256')
      .update(
        JSON.stringify([
          type,
          cents,
          card?.fingerprint ?? null,
          profileIds ?? null,
          transactionRequest.refTransId ?? null,
          transactionRequest.order?.invoiceNumber ?? null,
          transactionRequest.customer?.id ?? null,
          ['firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip', 'country'].map(
            (key) => billTo[key] ?? null,
          ),
        ]),
      )
      .digest('hex');
  }

  function isDuplicate(records, key, windowMs) {
    if (windowMs === 0) return false;
    const since = nowMs() - windowMs;
    return Object.values(records.transactions).some((tx) => tx.duplicateKey === key && tx.submittedAt > since);
  }

  /** A transaction answer: the top-level result follows the response code. */
  function transactionAnswer(response) {
    const code = Number(response.responseCode);
    return {
      body: { transactionResponse: response },
      messages: code === 1 || code === 4 ? ok() : failed('E00027', unsuccessful),
    };
  }

  function errorAnswer(reasonCode, extra = {}) {
    const decision = cards.reason(reasonCode);
    return transactionAnswer(
      transactionResponse({ responseCode: decision.responseCode, reasonCode, text: decision.text, ...extra }),
    );
  }

  function record(records, tx) {
    records.transactions[tx.transId] = tx;
    return tx;
  }

  function paymentEvent(merchant, eventType, tx) {
    const payload = {
      responseCode: tx.responseCode,
      authCode: tx.authCode,
      avsResponse: tx.avs,
      authAmount: Number(money(tx.cents)),
    };
    if (tx.invoiceNumber) payload.invoiceNumber = tx.invoiceNumber;
    webhooks.emit(merchant, eventType, { ...payload, entityName: 'transaction', id: tx.transId });
  }

  function authCapture(merchant, records, tr) {
    const cents = toCents(tr.amount);
    let source;
    let profileIds = null;
    let storedBillTo;
    if (tr.profile?.paymentProfile) {
      const customer = customerOf(records, tr.profile.customerProfileId);
      const profile = customer?.paymentProfiles[String(tr.profile.paymentProfile.paymentProfileId)];
      if (!profile) throw notFound();
      source = {
        card: profile.card,
        digits: true,
        cardCode:
          tr.profile.paymentProfile.cardCode === undefined ? undefined : String(tr.profile.paymentProfile.cardCode),
      };
      profileIds = {
        customerProfileId: customer.customerProfileId,
        customerPaymentProfileId: profile.customerPaymentProfileId,
      };
      storedBillTo = profile.billTo;
      source.zip = profile.avsZip;
    } else if (tr.payment) {
      source = cardOfPayment(records, tr.payment);
    } else {
      return errorAnswer(33);
    }
    if (cents === null || cents === 0) return errorAnswer(5, { card: source.card });
    const problem = cardChecks(source.card, source.digits);
    if (problem) return errorAnswer(problem.reasonCode, { card: source.card });

    const key = duplicateKey(tr, 'authCaptureTransaction', cents, source.card, profileIds);
    if (isDuplicate(records, key, duplicateWindowMs(tr))) return errorAnswer(11, { card: source.card });

    const zip = tr.billTo?.zip ?? storedBillTo?.zip ?? source.zip;
    const decision = processorDecision({ card: source.card, cents, zip });
    const avs = avsOf(zip);
    const cvv = cvvOf(source.cardCode, source.cvvResult);
    if (decision.responseCode === 3) return errorAnswer(decision.reasonCode, { card: source.card, avs, cvv });

    const statusByCode = { 1: 'capturedPendingSettlement', 2: 'declined', 4: 'FDSPendingReview' };
    const tx = record(records, {
      transId: store.nextId('transaction'),
      type: 'authCaptureTransaction',
      status: statusByCode[decision.responseCode],
      responseCode: decision.responseCode,
      reasonCode: decision.reasonCode,
      reasonText: decision.text,
      authCode: decision.responseCode === 1 || decision.responseCode === 4 ? authCode() : '',
      avs,
      cvv,
      cents,
      refundedCents: 0,
      submittedAt: nowMs(),
      card: source.card,
      profile: profileIds,
      invoiceNumber: tr.order?.invoiceNumber,
      description: tr.order?.description,
      customer: tr.customer,
      billTo: tr.billTo ?? storedBillTo,
      duplicateKey: key,
    });
    paymentEvent(
      merchant,
      decision.responseCode === 4 ? 'net.authorize.payment.fraud.held' : 'net.authorize.payment.authcapture.created',
      tx,
    );
    return transactionAnswer(
      transactionResponse({
        responseCode: decision.responseCode,
        reasonCode: decision.reasonCode,
        text: decision.text,
        authCode: tx.authCode,
        avs,
        cvv,
        transId: tx.transId,
        card: tx.card,
      }),
    );
  }

  function refund(merchant, records, tr) {
    const original = tr.refTransId === undefined ? undefined : records.transactions[String(tr.refTransId)];
    if (!original || original.type !== 'authCaptureTransaction' || statusOf(original) !== 'settledSuccessfully')
      return errorAnswer(54);
    // The refund names the card it goes back to: its last four digits (or the payment profile).
    const number = tr.payment?.creditCard ? String(tr.payment.creditCard.cardNumber) : null;
    const sameProfile =
      tr.profile?.paymentProfile &&
      original.profile &&
      String(tr.profile.customerProfileId) === original.profile.customerProfileId &&
      String(tr.profile.paymentProfile.paymentProfileId) === original.profile.customerPaymentProfileId;
    if (!(number && number.slice(-4) === original.card.last4) && !sameProfile) return errorAnswer(54);
    const cents = toCents(tr.amount);
    if (cents === null || cents === 0) return errorAnswer(5, { card: original.card });
    if (original.refundedCents + cents > original.cents) return errorAnswer(55, { card: original.card });
    const key = duplicateKey(tr, 'refundTransaction', cents, original.card, original.profile);
    if (isDuplicate(records, key, duplicateWindowMs(tr))) return errorAnswer(11, { card: original.card });

    original.refundedCents += cents;
    const tx = record(records, {
      transId: store.nextId('transaction'),
      type: 'refundTransaction',
      status: 'refundPendingSettlement',
      responseCode: 1,
      reasonCode: 1,
      reasonText: cards.reason(1).text,
      authCode: '',
      avs: 'P',
      cvv: '',
      cents,
      submittedAt: nowMs(),
      card: original.card,
      profile: original.profile,
      refTransId: original.transId,
      invoiceNumber: tr.order?.invoiceNumber,
      description: tr.order?.description,
      duplicateKey: key,
    });
    paymentEvent(merchant, 'net.authorize.payment.refund.created', tx);
    return transactionAnswer(
      transactionResponse({
        responseCode: 1,
        reasonCode: 1,
        text: tx.reasonText,
        transId: tx.transId,
        refTransID: original.transId,
        card: tx.card,
      }),
    );
  }

  function voidTransaction(merchant, records, tr) {
    const tx = tr.refTransId === undefined ? undefined : records.transactions[String(tr.refTransId)];
    if (!tx) return errorAnswer(16);
    const status = statusOf(tx);
    const same = {
      transId: tx.transId,
      refTransID: tx.transId,
      card: tx.card,
      authCode: tx.authCode,
      avs: tx.avs,
      cvv: tx.cvv,
    };
    if (status === 'voided')
      return transactionAnswer(
        transactionResponse({ responseCode: 1, reasonCode: 310, text: cards.reason(310).text, ...same }),
      );
    if (status !== 'capturedPendingSettlement' && status !== 'refundPendingSettlement' && status !== 'FDSPendingReview')
      return errorAnswer(16);
    tx.voidedAt = nowMs();
    if (tx.type === 'refundTransaction' && records.transactions[tx.refTransId])
      records.transactions[tx.refTransId].refundedCents -= tx.cents;
    paymentEvent(merchant, 'net.authorize.payment.void.created', tx);
    return transactionAnswer(
      transactionResponse({ responseCode: 1, reasonCode: 1, text: cards.reason(1).text, ...same }),
    );
  }

  function createTransaction(merchant, records, request) {
    const tr = request.transactionRequest;
    switch (tr.transactionType) {
      case 'authCaptureTransaction':
        return authCapture(merchant, records, tr);
      case 'refundTransaction':
        return refund(merchant, records, tr);
      case 'voidTransaction':
        return voidTransaction(merchant, records, tr);
      default:
        // Authorisations without capture, prior-auth captures and the like are never used here.
        throw new ApiError('E00001', 'An error occurred during processing. Please try again.');
    }
  }

  function getTransactionDetails(merchant, records, request) {
    const tx = records.transactions[String(request.transId)];
    if (!tx) throw notFound();
    const submitted = new Date(tx.submittedAt).toISOString();
    const transaction = { transId: tx.transId };
    if (tx.refTransId) transaction.refTransId = tx.refTransId;
    Object.assign(transaction, {
      submitTimeUTC: submitted,
      submitTimeLocal: submitted.replace(/Z$/, ''),
      transactionType: tx.type,
      transactionStatus: statusOf(tx),
      responseCode: tx.responseCode,
      responseReasonCode: tx.reasonCode,
      responseReasonDescription: tx.reasonText,
    });
    if (tx.authCode) transaction.authCode = tx.authCode;
    transaction.AVSResponse = tx.avs;
    if (tx.cvv) transaction.cardCodeResponse = tx.cvv;
    if (tx.invoiceNumber || tx.description)
      transaction.order = { invoiceNumber: tx.invoiceNumber, description: tx.description };
    const settled = ['settledSuccessfully', 'refundSettledSuccessfully'].includes(statusOf(tx));
    Object.assign(transaction, {
      authAmount: Number(money(tx.cents)),
      settleAmount: settled ? Number(money(tx.cents)) : 0,
      taxExempt: false,
      payment: { creditCard: { cardNumber: masked(tx.card.last4), expirationDate: 'XXXX', cardType: tx.card.brand } },
    });
    if (tx.customer) transaction.customer = tx.customer;
    if (tx.billTo) transaction.billTo = tx.billTo;
    transaction.recurringBilling = false;
    if (tx.profile) transaction.profile = tx.profile;
    return { transaction };
  }

  // --------------------------------------------------------------------------------------------
  // Accept.js tokenisation and the authentication test

  function securePaymentContainer(merchant, records, request) {
    const token = request.data.token;
    if (request.data.type !== 'TOKEN' || !token)
      throw new ApiError('E00001', 'An error occurred during processing. Please try again.');
    const number = String(token.cardNumber);
    const card = cards.describeCard({ cardNumber: number, expirationDate: token.expirationDate }, store.pepper);
    if (!/^[0-9]+$/.test(number) || !card.luhn || !card.brand)
      throw new ApiError('E00013', 'Credit card number is invalid.');
    if (!card.expiration) throw new ApiError('E00013', 'Credit card expiration date is invalid.');
    pruneTokens(records);
    const dataValue = crypto.randomBytes(96).toString('base64');
    records.tokens[dataValue] = {
      card,
      // The card code is checked now and only its result is kept.
      cvvResult: token.cardCode === undefined ? undefined : (cards.CVV_BY_CODE[String(token.cardCode)] ?? 'M'),
      zip: token.zip === undefined ? undefined : String(token.zip),
      fullName: token.fullName,
      expiresAt: nowMs() + tokenLifetimeMs,
    };
    return { opaqueData: { dataDescriptor: ACCEPT_DESCRIPTOR, dataValue } };
  }

  const METHODS = {
    authenticateTestRequest: () => ({}),
    createCustomerProfileRequest: createCustomerProfile,
    getCustomerProfileRequest: getCustomerProfile,
    deleteCustomerProfileRequest: deleteCustomerProfile,
    createCustomerPaymentProfileRequest: createCustomerPaymentProfile,
    getCustomerPaymentProfileRequest: getCustomerPaymentProfile,
    updateCustomerPaymentProfileRequest: updateCustomerPaymentProfile,
    deleteCustomerPaymentProfileRequest: deleteCustomerPaymentProfile,
    createTransactionRequest: createTransaction,
    getTransactionDetailsRequest: getTransactionDetails,
    securePaymentContainerRequest: securePaymentContainer,
  };

  return {
    /**
     * Runs one authenticated request. Answers the response object (its fields, refId when the
     * request had one, then messages), as the gateway orders them in JSON.
     */
    handle(merchant, method, request) {
      const records = store.merchant(merchant.apiLoginId);
      let body;
      let messages;
      try {
        const answer = METHODS[method](merchant, records, request);
        if (answer && answer.body && answer.messages) ({ body, messages } = answer);
        else [body, messages] = [answer, ok()];
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        [body, messages] = [error.fields, failed(error.code, error.message)];
      } finally {
        store.save();
      }
      const response = { ...body };
      if (request.refId !== undefined) response.refId = request.refId;
      response.messages = messages;
      return response;
    },

    /** Settles every pending transaction of a merchant now (the daily batch, on demand). */
    settle(merchant) {
      const records = store.merchant(merchant.apiLoginId);
      let count = 0;
      for (const tx of Object.values(records.transactions)) {
        if (
          (tx.status === 'capturedPendingSettlement' || tx.status === 'refundPendingSettlement') &&
          !tx.voidedAt &&
          tx.settledAt === undefined
        ) {
          tx.settledAt = nowMs();
          count += 1;
        }
      }
      store.save();
      return count;
    },
  };
}

module.exports = { createGateway, ApiError, ACCEPT_DESCRIPTOR, toCents };
