import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { type ErrorBody, IDEMPOTENCY_KEY_PATTERN, SUBSCRIPTION_MESSAGES } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import { invalidField } from '../../core/errors/assert-valid';
import { toErrorResponse } from '../../core/errors/error-response';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import { IdempotentRequestsRepository } from './idempotent-requests.repository';
import { BillingError } from './billing.errors';

/** How long a twin request waits for the first one's answer, and how often it looks. */
export const IDEMPOTENT_WAIT = { totalMs: 30_000, stepMs: 100 } as const;

/** The key as sent, checked: 400 when missing or malformed. */
export function readIdempotencyKey(header: unknown): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw invalidField('idempotencyKey', SUBSCRIPTION_MESSAGES.idempotencyKeyMissing);
  return key;
}

/** SHA-256 of the body in a stable key order, so the same request hashes the same. */
export function requestHashOf(body: unknown): string {
  const stable = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, inner]) => [name, stable(inner)]),
        )
      : value;
  return createHash('sha256')
    .update(JSON.stringify(stable(body ?? null)))
    .digest('hex');
}

/** The stored answer of an error, thrown again as the same status and body. */
function replayedError(status: number, body: ErrorBody): HttpException {
  if (body.fieldErrors) return new RequestValidationException(body.fieldErrors, body.error);
  // Answers kept before failures carried codes have none: the error filter then codes them by status.
  return new HttpException({ message: body.error, code: body.code }, status);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Requests sent with an Idempotency-Key (purchases, subscribes): the first one with a key runs;
 * a retry, or a twin arriving while it runs, gets its answer, success or refusal alike. Only an
 * answer that is the server's fault (5xx, e.g. the gateway down) is not kept: the claim is freed
 * and the next request with the key runs again. Keys are per user, so nobody can read another's.
 */
@Injectable()
export class IdempotentRequests {
  constructor(
    private readonly requests: IdempotentRequestsRepository,
    private readonly clock: Clock,
  ) {}

  async run<T>(userId: string, scope: string, key: string, body: unknown, work: () => Promise<T>): Promise<T> {
    const hash = requestHashOf(body);
    for (;;) {
      if (await this.requests.claim(userId, key, scope, hash, this.clock.now()))
        return this.runFirst(userId, key, work);
      const answer = await this.answerOf(userId, key, scope, hash);
      if (answer) return answer.replay() as T;
      // The first request failed on our side and freed the key: this one runs in its place.
    }
  }

  private async runFirst<T>(userId: string, key: string, work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      const { status, body, unexpected } = toErrorResponse(error);
      if (unexpected || status >= 500) await this.requests.release(userId, key);
      else await this.requests.answer(userId, key, status, body);
      throw error;
    }
    await this.requests.answer(userId, key, HttpStatus.OK, result);
    return result;
  }

  /** Waits for the first request's answer; null when it freed the key. 409 when it takes too long. */
  private async answerOf(
    userId: string,
    key: string,
    scope: string,
    hash: string,
  ): Promise<{ replay: () => unknown } | null> {
    for (let waited = 0; waited <= IDEMPOTENT_WAIT.totalMs; waited += IDEMPOTENT_WAIT.stepMs) {
      const stored = await this.requests.find(userId, key);
      if (!stored) return null;
      if (stored.scope !== scope || stored.requestHash !== hash) throw BillingError.because('idempotencyKeyReused');
      if (stored.responseStatus !== null) {
        const { responseStatus: status, responseBody } = stored;
        return {
          replay: () => {
            if (status < 400) return responseBody;
            throw replayedError(status, responseBody as ErrorBody);
          },
        };
      }
      await sleep(IDEMPOTENT_WAIT.stepMs);
    }
    throw BillingError.because('requestInProgress');
  }
}
