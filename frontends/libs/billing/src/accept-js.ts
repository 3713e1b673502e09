import { ACCEPT_JS_URLS, type AuthnetClientConfig, joinProviderMessages } from '@marketplace/contracts';

/** What Accept.js answers dispatchData with. */
export interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
}

/** The card data Accept.js takes: it goes to the card provider only, never to our API. */
export interface AcceptCardData {
  cardNumber: string;
  month: string;
  year: string;
  cardCode: string;
  fullName?: string;
}

/** Authorize.net's Accept.js browser API (the real script and the local sandbox's stand-in). */
export interface AcceptJs {
  dispatchData(
    secureData: { authData: { clientKey: string; apiLoginID: string }; cardData: AcceptCardData },
    handler: (response: AcceptResponse) => void,
  ): void;
}

declare global {
  interface Window {
    Accept?: AcceptJs;
  }
}

/** A refusal of the card provider: its messages, joined with commas. */
export class CardProviderError extends Error {
  override readonly name = 'CardProviderError';
}

/**
 * The Accept.js address for the environment: Authorize.net's test or production script, or for
 * the local sandbox the address the server gives (known only at run time).
 */
export function acceptJsUrlFor(config: AuthnetClientConfig): string {
  return config.environment === 'local' ? config.acceptJsUrl : ACCEPT_JS_URLS[config.environment];
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads Accept.js once per address (a script element). Resolves when it ran; rejects when it
 * could not be loaded (the caller says 'Failed to load payment processing library').
 */
export function loadAcceptJs(url: string): Promise<void> {
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`Could not load ${url}`));
    });
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

/** Forgets loaded scripts (tests). */
export function resetAcceptJsLoader(): void {
  loading.clear();
}

/** Turns the card into single-use opaque data with Accept.js; rejects with CardProviderError on a refusal. */
export function tokenizeCard(
  accept: AcceptJs,
  config: AuthnetClientConfig,
  cardData: AcceptCardData,
): Promise<{ dataDescriptor: string; dataValue: string }> {
  return new Promise((resolve, reject) => {
    accept.dispatchData(
      { authData: { clientKey: config.clientKey, apiLoginID: config.apiLoginId }, cardData },
      (response) => {
        if (response.messages.resultCode === 'Ok' && response.opaqueData) resolve(response.opaqueData);
        else reject(new CardProviderError(joinProviderMessages(response.messages.message ?? [])));
      },
    );
  });
}
