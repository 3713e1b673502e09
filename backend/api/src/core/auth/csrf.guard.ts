import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

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
export function isSameSiteRequest(headers: Record<string, string | string[] | undefined>, allowed: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '') return allowed.has(originOf(origin) ?? '');
  const referer = headers.referer;
  if (typeof referer === 'string' && referer !== '') return allowed.has(originOf(referer) ?? '');
  return false;
}

/**
 * CSRF protection, the first global guard: every unsafe request must come from the site's own
 * origin (PUBLIC_URL) or a configured trusted origin. SameSite=Lax cookies already stop most
 * cross-site posts; this also covers same-site subdomains and older browsers.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly allowed: ReadonlySet<string>;

  constructor(@InjectConfig() config: AppConfig) {
    this.allowed = new Set([config.publicOrigin, ...config.trustedOrigins]);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isUnsafeMethod(request.method)) return true;
    if (!isSameSiteRequest(request.headers, this.allowed)) throw new ForbiddenException(AUTH_MESSAGES.csrfRejected);
    return true;
  }
}
