/**
 * HTTP to Authorize.net: the JSON API (one POST per call to <origin>/xml/v1/request.api, answered
 * with HTTP 200 whether the call succeeded or not) and the webhooks REST API (<origin>/rest/v1,
 * HTTP Basic with the login ID and transaction key). No retries: a charge must never be sent twice
 * by the transport; callers decide (the duplicate window and idempotency keys guard repeats).
 */
import { PaymentGatewayError } from '../payment-gateway';
import { type AuthnetAnswer, decodeAnswer, parseAnswer } from './authnet-json';
import type { AuthnetRequest, MerchantCredentials } from './authnet-requests';

export interface AuthnetApiClientOptions {
  apiUrl: string;
  restUrl: string;
  credentials: MerchantCredentials;
  /** Default 30 s. */
  timeoutMs?: number;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

function unreachable(error: unknown): PaymentGatewayError {
  const cause =
    error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
  return new PaymentGatewayError('unavailable', null, [], `Authorize.net could not be reached (${cause})`);
}

export class AuthnetApiClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: AuthnetApiClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Sends one API request and answers the parsed answer, whatever its resultCode. */
  async call(request: AuthnetRequest): Promise<AuthnetAnswer> {
    let response: Response;
    try {
      response = await this.fetch(this.options.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    let bytes: ArrayBuffer;
    try {
      bytes = await response.arrayBuffer();
    } catch (error) {
      throw unreachable(error);
    }
    if (response.status !== 200)
      throw new PaymentGatewayError(
        'unavailable',
        null,
        [],
        `Authorize.net answered ${request.method} with HTTP ${response.status}`,
      );
    return parseAnswer(decodeAnswer(bytes));
  }

  /** A webhooks REST call: answers the status and the parsed JSON body (null when empty). */
  async rest(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const { apiLoginId, transactionKey } = this.options.credentials;
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(`${this.options.restUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${apiLoginId}:${transactionKey}`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = decodeAnswer(await response.arrayBuffer());
    } catch (error) {
      throw unreachable(error);
    }
    let parsed: unknown = null;
    if (text.trim()) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new PaymentGatewayError(
          'unavailable',
          null,
          [],
          `Authorize.net answered ${method} ${path} with something that is not JSON (HTTP ${response.status})`,
        );
      }
    }
    return { status: response.status, body: parsed };
  }
}
