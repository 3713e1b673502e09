import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { CROSS_SITE_ALLOWED } from './access-policy';
import { AccessError } from './access.errors';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether an unsafe request comes from one of `allowed` origins: the Origin header decides; only
 * when a browser sent none does the Referer's origin stand in. Neither (or "Origin: null") fails.
 */
export function isSameSiteRequest(
  headers: Record<string, string | string[] | undefined>,
  allowed: ReadonlySet<string>,
): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '') return allowed.has(originOf(origin) ?? '');
  const referer = headers.referer;
  if (typeof referer === 'string' && referer !== '') return allowed.has(originOf(referer) ?? '');
  return false;
}

/** The origins unsafe requests and chat sockets may come from: the site's own and the configured trusted ones. */
export function allowedOrigins(config: Pick<AppConfig, 'siteOrigins' | 'trustedOrigins'>): ReadonlySet<string> {
  return new Set([...config.siteOrigins, ...config.trustedOrigins]);
}

/**
 * CSRF protection, the first global guard: every unsafe request must come from the site's own
 * origin (PUBLIC_URL; in development also its other loopback names, see siteOriginsFor) or a
 * configured trusted origin. SameSite=Lax cookies already stop most cross-site posts; this also
 * covers same-site subdomains and older browsers. Routes marked
 * @CrossSiteAllowed (called by other servers, authorised by a token) are the only exception.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.allowed = allowedOrigins(config);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isUnsafeMethod(request.method)) return true;
    if (
      this.reflector.getAllAndOverride<boolean | undefined>(CROSS_SITE_ALLOWED, [
        context.getHandler(),
        context.getClass(),
      ])
    )
      return true;
    if (!isSameSiteRequest(request.headers, this.allowed)) throw AccessError.because('csrfRejected');
    return true;
  }
}
