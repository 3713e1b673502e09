import type { PaymentsConfig } from '../../config/app-config';

/**
 * What the Content-Security-Policy must allow for the payment method dialog: Accept.js's script,
 * and the gateway address it posts the card to (the browser talks to the card provider directly).
 * The local sandbox serves both from its own origin. Authorize.net's scripts post to their API
 * hosts (apitest for the sandbox; api and api2 for production), hence the wildcard there.
 */
export function paymentsContentSecurity(payments: PaymentsConfig | null): {
  scriptSrc: string[];
  connectSrc: string[];
} {
  if (!payments) return { scriptSrc: [], connectSrc: [] };
  const scriptOrigin = new URL(payments.acceptJsUrl).origin;
  const connectOrigin = payments.environment === 'local' ? new URL(payments.apiUrl).origin : 'https://*.authorize.net';
  return { scriptSrc: [scriptOrigin], connectSrc: [connectOrigin] };
}
