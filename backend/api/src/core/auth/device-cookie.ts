import '@fastify/cookie';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { generateToken } from '../security/secure-token';
import { sessionCookieAttributes } from './session-cookie';

const DEVICE_COOKIE_BASE_NAME = 'nestwork_device';

/** The browser keeps its device cookie a year; the sign-in limits trust it only as long as they remember it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A token as generateToken makes it: anything else in the cookie is ignored (and replaced at the next sign-in). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The device cookie: a random token a browser gets at its first successful sign-in or sign-up and
 * keeps across sessions (signing out leaves it). It proves nothing by itself; the sign-in limits
 * remember it per account (hashed, in Redis) so the owner's own browser is not held by failures
 * that others caused from the same address.
 */
@Injectable()
export class DeviceCookie {
  /** Tokens issued while handling a request, readable before the browser sends them back. */
  private readonly issued = new WeakMap<object, string>();

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  get name(): string {
    return this.config.sessionCookie.secure ? `__Host-${DEVICE_COOKIE_BASE_NAME}` : DEVICE_COOKIE_BASE_NAME;
  }

  /** The request's device token: the one issued while answering it, else the browser's (when well formed). */
  read(request: Pick<FastifyRequest, 'cookies'>): string | undefined {
    const issued = this.issued.get(request);
    if (issued) return issued;
    const value = request.cookies?.[this.name];
    return value && TOKEN_SHAPE.test(value) ? value : undefined;
  }

  /** Keeps the browser's token (or gives it a new one) for another year; returns the token. */
  issue(request: Pick<FastifyRequest, 'cookies'>, reply: FastifyReply): string {
    const token = this.read(request) ?? generateToken();
    this.issued.set(request, token);
    reply.setCookie(this.name, token, {
      ...sessionCookieAttributes(this.config.sessionCookie.secure),
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    return token;
  }
}
