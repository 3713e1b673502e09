import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessError } from '../auth/access.errors';
import { DeviceCookie } from '../auth/device-cookie';
import { SessionCookie } from '../auth/session-cookie';
import {
  RATE_LIMIT_POLICY,
  type RateLimitKeySource,
  type RateLimitMemory,
  type RateLimitPolicy,
} from './rate-limit.decorator';
import { rateLimitKey, RateLimiter } from './rate-limiter';

/** The cookies a rule may count by: the session's and the device's tokens, when the request has them. */
export interface KeyCookies {
  session: string | undefined;
  device: string | undefined;
}

/** The value a rule counts by, or null when the request has none (the rule then does not apply). */
export function keyValue(
  source: RateLimitKeySource,
  request: { ip: string; body?: unknown },
  cookies: KeyCookies,
): string | null {
  if (source === 'ip') return request.ip || null;
  if (source === 'session' || source === 'device') return cookies[source] ?? null;
  const field = source.slice('body:'.length);
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  // E-mail addresses match case-insensitively, so the counters must too.
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/** The values of several sources joined into one counter value, or null when any is missing. */
export function compositeKeyValue(
  sources: RateLimitKeySource | readonly RateLimitKeySource[],
  request: { ip: string; body?: unknown },
  cookies: KeyCookies,
): string | null {
  const list: readonly RateLimitKeySource[] = typeof sources === 'string' ? [sources] : sources;
  const values = list.map((source) => keyValue(source, request, cookies));
  return values.some((value) => value === null) ? null : values.join('\u0000');
}

const sourceName = (sources: RateLimitKeySource | readonly RateLimitKeySource[]): string =>
  typeof sources === 'string' ? sources : sources.join('+');

/** The Redis key of each way the memory can know this request's client (those the request has the values for). */
export function memoryKeys(
  memory: RateLimitMemory,
  request: { ip: string; body?: unknown },
  cookies: KeyCookies,
): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, sources] of Object.entries(memory.by)) {
    const value = compositeKeyValue(sources, request, cookies);
    if (value !== null) keys.set(name, rateLimitKey(memory.scope, `known:${sourceName(sources)}`, value));
  }
  return keys;
}

/**
 * Rate limits declared with @RateLimit, checked in Redis before the request is authenticated (so
 * a brute-force attempt costs no password hashing). Over the limit: 429 with the policy's message
 * (saying how long to wait when the policy can) and Retry-After. A rule with `exceptKnownBy` does
 * not hold a client the policy remembers: such a request goes on to be authenticated as usual.
 * Should Redis fail, the request goes through and the failure is logged: the limits guard against
 * abuse, and an outage of them must not lock every user out.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly cookie: SessionCookie,
    private readonly device: DeviceCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const cookies = (): KeyCookies => ({ session: this.cookie.read(request), device: this.device.read(request) });

    let retryAfterMs = 0;
    const refundable: string[] = [];
    const memory = policy.remember;
    try {
      const known = await this.knownBy(policy, request, cookies());
      for (const rule of policy.rules) {
        if (rule.exceptKnownBy?.some((name) => known.has(name))) continue;
        const value = compositeKeyValue(rule.by, request, cookies());
        if (value === null) continue;
        const key = rateLimitKey(policy.scope, sourceName(rule.by), value);
        const hit = await this.limiter.hit(key, rule.limit, rule.windowMs);
        if (rule.failuresOnly) refundable.push(key);
        if (!hit.allowed) retryAfterMs = Math.max(retryAfterMs, hit.retryAfterMs);
      }
    } catch (error) {
      this.logger.error(
        { err: error, scope: policy.scope },
        'Rate limits could not be checked; letting the request through',
      );
      return true;
    }

    if (retryAfterMs > 0) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw AccessError.because('rateLimited', policy.messageWithWait?.(retryAfterMs) ?? policy.message);
    }
    if (refundable.length > 0 || memory) {
      reply.raw.once('finish', () => {
        if (reply.raw.statusCode >= 400) return;
        const work = refundable.map((key) => this.limiter.refund(key));
        // Read after the handler ran: a browser's first sign-in gets its device cookie while it is answered.
        if (memory)
          for (const key of memoryKeys(memory, request, cookies()).values())
            work.push(this.limiter.remember(key, memory.ttlMs));
        Promise.all(work).catch((error: unknown) =>
          this.logger.warn(
            { err: error, scope: policy.scope },
            'Could not give back a rate-limit hit or remember the client',
          ),
        );
      });
    }
    return true;
  }

  /**
   * The ways the policy's memory knows this client. Asked only when a rule would let a known
   * client through, and always for every way the request carries, so an unknown account costs the
   * same lookups as a known one.
   */
  private async knownBy(policy: RateLimitPolicy, request: FastifyRequest, cookies: KeyCookies): Promise<Set<string>> {
    const known = new Set<string>();
    if (!policy.remember || !policy.rules.some((rule) => rule.exceptKnownBy?.length)) return known;
    const keys = [...memoryKeys(policy.remember, request, cookies)];
    const remembered = await Promise.all(keys.map(([, key]) => this.limiter.isRemembered(key)));
    keys.forEach(([name], index) => {
      if (remembered[index]) known.add(name);
    });
    return known;
  }
}
