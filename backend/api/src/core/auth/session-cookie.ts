import '@fastify/cookie';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/** Attributes of the session cookie: never readable by scripts, never sent cross-site on unsafe requests. */
export function sessionCookieAttributes(secure: boolean) {
  // `__Host-` requires Secure, Path=/ and no Domain; plain-http localhost gets neither prefix nor Secure.
  return { httpOnly: true, secure, sameSite: 'lax' as const, path: '/' };
}

@Injectable()
export class SessionCookie {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  get name(): string {
    return this.config.sessionCookie.name;
  }

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies?.[this.name];
    return value ? value : undefined;
  }

  /** The token in a raw Cookie header (a socket handshake, which Fastify does not parse), decoded as Fastify decodes it. */
  readHeader(cookieHeader: string | undefined): string | undefined {
    for (const pair of (cookieHeader ?? '').split(';')) {
      const equals = pair.indexOf('=');
      if (equals < 0 || pair.slice(0, equals).trim() !== this.name) continue;
      const raw = pair.slice(equals + 1).trim();
      try {
        return decodeURIComponent(raw) || undefined;
      } catch {
        return raw || undefined;
      }
    }
    return undefined;
  }

  /** Sends the token; the browser drops it at the session's absolute expiry. */
  set(reply: FastifyReply, token: string, expiresAt: Date, now: Date = new Date()): void {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    reply.setCookie(this.name, token, { ...sessionCookieAttributes(this.config.sessionCookie.secure), maxAge });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, sessionCookieAttributes(this.config.sessionCookie.secure));
  }
}
