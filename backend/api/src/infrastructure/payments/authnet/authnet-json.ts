/**
 * Reading Authorize.net's JSON answers. Every answer starts with a UTF-8 byte-order mark, which
 * JSON.parse refuses, so it is stripped first; then the result is read from `messages`
 * (resultCode Ok/Error with coded messages) and, for transactions, from `transactionResponse`
 * (responseCode 1 approved, 2 declined, 3 error, 4 held for review, with a reason code).
 */
import {
  type GatewayMessage,
  PaymentGatewayError,
  type TransactionOutcome,
  type TransactionResult,
} from '../payment-gateway';

const BOM = '\uFEFF';

/** The text without the byte-order mark the gateway puts before every answer. */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/**
 * An answer's bytes as text. Decoded keeping the BOM (a default TextDecoder would drop it
 * silently), so that stripBom is what removes it.
 */
export function decodeAnswer(bytes: ArrayBuffer | Uint8Array): string {
  return stripBom(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
}

export type AuthnetAnswer = Record<string, unknown> & {
  messages: { resultCode: 'Ok' | 'Error'; message: GatewayMessage[] };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Parses an answer and checks it has the gateway's messages; anything else means the gateway is not answering as itself. */
export function parseAnswer(body: string): AuthnetAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripBom(body));
  } catch {
    throw new PaymentGatewayError('unavailable', null, [], 'Authorize.net answered something that is not JSON');
  }
  const messages = isRecord(parsed) ? parsed['messages'] : undefined;
  if (!isRecord(messages) || (messages['resultCode'] !== 'Ok' && messages['resultCode'] !== 'Error')) {
    throw new PaymentGatewayError('unavailable', null, [], 'Authorize.net answered without a result code');
  }
  const list = asList(messages['message'])
    .filter(isRecord)
    .map((message) => ({ code: text(message['code']) ?? '', text: text(message['text']) ?? '' }));
  return { ...(parsed as Record<string, unknown>), messages: { resultCode: messages['resultCode'], message: list } };
}

/** The error a refused answer stands for: its first message's code, every message in the text. */
export function rejection(answer: AuthnetAnswer): PaymentGatewayError {
  const messages = answer.messages.message;
  return new PaymentGatewayError(
    'rejected',
    messages[0]?.code ?? null,
    messages,
    messages.map((message) => `${message.code} ${message.text}`).join('; ') || 'Authorize.net refused the request',
  );
}

/** Throws the rejection unless the answer's resultCode is Ok. */
export function expectOk(answer: AuthnetAnswer): AuthnetAnswer {
  if (answer.messages.resultCode !== 'Ok') throw rejection(answer);
  return answer;
}

const OUTCOMES: Record<string, TransactionOutcome> = { '1': 'approved', '2': 'declined', '3': 'error', '4': 'review' };

/**
 * A createTransaction answer as a TransactionResult. An answer without a transaction response
 * (bad request, bad credentials, unusable opaque data, unknown profile) throws the rejection.
 */
export function toTransactionResult(answer: AuthnetAnswer): TransactionResult {
  const response = answer['transactionResponse'];
  const responseCode = isRecord(response) ? text(response['responseCode']) : null;
  const outcome = responseCode ? OUTCOMES[responseCode] : undefined;
  if (!isRecord(response) || !responseCode || !outcome) throw rejection(answer);
  const error = asList(response['errors']).find(isRecord);
  const message = asList(response['messages']).find(isRecord);
  const reason = error
    ? { code: text(error['errorCode']), text: text(error['errorText']) }
    : message
      ? { code: text(message['code']), text: text(message['description']) }
      : { code: null, text: null };
  const reasonCode = reason.code !== null && /^\d+$/.test(reason.code) ? Number(reason.code) : null;
  const transId = text(response['transId']);
  const optional = (key: string): string | null => {
    const value = text(response[key]);
    return value ? value : null;
  };
  return {
    outcome,
    transactionId: transId && transId !== '0' ? transId : null,
    responseCode,
    reasonCode,
    reasonText: reason.text ?? '',
    duplicate: reasonCode === 11,
    authCode: optional('authCode'),
    avsResultCode: optional('avsResultCode'),
    cvvResultCode: optional('cvvResultCode'),
    accountNumber: optional('accountNumber'),
    accountType: optional('accountType'),
    messages: answer.messages.message,
  };
}
