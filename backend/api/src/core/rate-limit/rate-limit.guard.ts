import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessError } from '../auth/access.errors';
import { SessionCookie } from '../auth/session-cookie';
import { RATE_LIMIT_POLICY, type RateLimitKeySource, type RateLimitPolicy } from './rate-limit.decorator';
import { rateLimitKey, RateLimiter } from './rate-limiter';

/** The value a rule counts by, or null when the request has none (the rule then does not apply). */
export function keyValue(
  source: RateLimitKeySource,
  request: { ip: string; body?: unknown },
  sessionToken: string | undefined,
): string | null {
  if (source === 'ip') return request.ip || null;
  if (source === 'session') return sessionToken ?? null;
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
  sessionToken: string | undefined,
): string | null {
  const list: readonly RateLimitKeySource[] = typeof sources === 'string' ? [sources] : sources;
  const values = list.map((source) => keyValue(source, request, sessionToken));
  return values.some((value) => value === null) ? null : values.join('\u0000');
}

const sourceName = (sources: RateLimitKeySource | readonly RateLimitKeySource[]): string =>
  typeof sources === 'string' ? sources : sources.join('+');

/**
 * Rate limits declared with @RateLimit, checked in Redis before the request is authenticated (so
 * a brute-force attempt costs no password hashing). Over the limit: 429 with the policy's message
 * and Retry-After. Should Redis fail, the request goes through and the failure is logged: the
 * limits guard against abuse, and an outage of them must not lock every user out.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const token = this.cookie.read(request);

    let retryAfterMs = 0;
    const refundable: string[] = [];
    const memory = policy.remember;
    const memoryValue = memory ? compositeKeyValue(memory.by, request, token) : null;
    const memoryKey =
      memory && memoryValue !== null ? rateLimitKey(memory.scope, `known:${sourceName(memory.by)}`, memoryValue) : null;
    try {
      const remembered =
        memoryKey !== null && policy.rules.some((rule) => rule.exceptRemembered)
          ? await this.limiter.isRemembered(memoryKey)
          : false;
      for (const rule of policy.rules) {
        if (rule.exceptRemembered && remembered) continue;
        const value = compositeKeyValue(rule.by, request, token);
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
      throw AccessError.because('rateLimited', policy.message);
    }
    if (refundable.length > 0 || memoryKey !== null) {
      reply.raw.once('finish', () => {
        if (reply.raw.statusCode >= 400) return;
        const work = refundable.map((key) => this.limiter.refund(key));
        if (memory && memoryKey !== null) work.push(this.limiter.remember(memoryKey, memory.ttlMs));
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
}
