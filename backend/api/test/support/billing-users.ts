import { randomUUID } from 'node:crypto';
import type { AuthnetClientConfig, SessionResponse } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import type { RunningApi } from './api-server';
import { HttpSession } from './http-session';
import { sandboxAccept } from './sandbox-accept';

export const BILLING_PASSWORD = 'Correct-horse-9';

/** The paths where each role keeps its cards: the same calls under each role's own path. */
const CARD_PATHS = {
  seeker: '/api/seeker/subscription/payment-methods',
  employer: '/api/employer/billing/payment-methods',
} as const;

/** A user a billing suite signed up: a browser signed in as them. */
export interface BillingUser {
  session: HttpSession;
  userId: string;
  email: string;
}

/**
 * New users for the billing suites, signed up over HTTP, with a card when asked: the card number
 * goes to the local sandbox's Accept.js stand-in, and only its single-use token to the API, as a
 * browser does. `prefix` names the suite in the e-mail addresses; each browser has its own client
 * address (`ipBase` + n), so the sign-up rate limit sees many people.
 */
export class BillingUsers {
  private ip = 0;
  private accept: Awaited<ReturnType<typeof sandboxAccept>> | null = null;
  readonly nextYear = String(new Date().getFullYear() + 1);

  constructor(
    private readonly api: RunningApi,
    private readonly config: AppConfig,
    private readonly prefix: string,
    private readonly ipBase = 20,
  ) {}

  /** A browser nobody signed in to. */
  browser(): HttpSession {
    return new HttpSession(
      this.api.baseUrl,
      this.config.publicOrigin,
      `198.51.100.${this.ipBase + (++this.ip % (250 - this.ipBase))}`,
    );
  }

  async signUp(role: 'seeker' | 'employer'): Promise<BillingUser> {
    const session = this.browser();
    const email = `${this.prefix}-${role}-${Date.now().toString(36)}-${this.ip}-${randomUUID().slice(0, 6)}@example.com`;
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: BILLING_PASSWORD,
      name: `${this.prefix} tester`,
      role,
      ...(role === 'employer' ? { companyName: `Company of ${email}` } : {}),
    });
    if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { session, userId: answer.body.user!.id, email };
  }

  /** Opaque data for a card number, from the sandbox's Accept.js with the settings the API hands out. */
  async tokenize(cardNumber: string): Promise<{ opaqueDataDescriptor: string; opaqueDataValue: string }> {
    this.accept ??= await sandboxAccept(this.config);
    const settings = (await this.browser().get<AuthnetClientConfig>('/api/payments/authnet/config')).body;
    return this.accept.tokenize(settings, cardNumber, this.nextYear);
  }

  /** A new user with a default card (expiring 12/next year). */
  async withCard(role: 'seeker' | 'employer', cardNumber = '4111111111111111'): Promise<BillingUser> {
    const user = await this.signUp(role);
    const saved = await user.session.post(CARD_PATHS[role], {
      ...(await this.tokenize(cardNumber)),
      expiryMonth: '12',
      expiryYear: this.nextYear,
    });
    if (saved.status !== 200)
      throw new Error(`adding the card answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    return user;
  }
}

/** An Idempotency-Key header of its own. */
export function idempotencyKey(): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': randomUUID() } };
}
