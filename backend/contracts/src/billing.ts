/**
 * Card payments with Authorize.net (spec sections 7 and 9; architecture "payments"). The browser
 * sends card data only to the card provider's Accept.js, which answers single-use opaque data; the
 * app's server only ever receives that token.
 */

/** Where payments go: the project's local sandbox, Authorize.net's sandbox, or production. */
export const PAYMENT_ENVIRONMENTS = ['local', 'sandbox', 'production'] as const;
export type PaymentEnvironment = (typeof PAYMENT_ENVIRONMENTS)[number];

/** The Accept.js script of Authorize.net's own environments (the local one serves a stand-in at its own address). */
export const ACCEPT_JS_URLS: Readonly<Record<Exclude<PaymentEnvironment, 'local'>, string>> = {
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
};

/** The dataDescriptor of Accept.js opaque data (what POST .../payment-methods sends as opaqueDataDescriptor). */
export const ACCEPT_OPAQUE_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

/**
 * GET /api/payments/authnet/config: spec section 7's {apiLoginId, clientKey, environment}, plus the
 * address of the Accept.js script to load, which for the local sandbox is only known at run time.
 */
export interface AuthnetClientConfig {
  apiLoginId: string;
  clientKey: string;
  environment: PaymentEnvironment;
  acceptJsUrl: string;
}
