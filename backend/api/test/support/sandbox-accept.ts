import vm from 'node:vm';
import type { AuthnetClientConfig } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';

interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
}
type Accept = { dispatchData(secureData: unknown, handler: (response: AcceptResponse) => void): void };

/** Opaque data as `POST .../payment-methods` takes it. */
export interface CardToken {
  opaqueDataDescriptor: string;
  opaqueDataValue: string;
}

/**
 * The local sandbox's Accept.js stand-in, run in its own global scope as a page would run it:
 * `tokenize` turns a card number into single-use opaque data with the settings the API hands out,
 * so api tests send only what the browser sends.
 */
export async function sandboxAccept(
  config: AppConfig,
): Promise<{ tokenize(settings: AuthnetClientConfig, cardNumber: string, year: string): Promise<CardToken> }> {
  const script = await (await fetch(config.payments!.acceptJsUrl)).text();
  const page: Record<string, unknown> = { fetch, setTimeout, crypto: globalThis.crypto };
  page['window'] = page;
  vm.createContext(page);
  vm.runInContext(script, page);
  const accept = page['Accept'] as Accept;
  return {
    async tokenize(settings, cardNumber, year) {
      const response = await new Promise<AcceptResponse>((resolve) =>
        accept.dispatchData(
          {
            authData: { clientKey: settings.clientKey, apiLoginID: settings.apiLoginId },
            cardData: { cardNumber, month: '12', year, cardCode: '123' },
          },
          resolve,
        ),
      );
      if (!response.opaqueData) throw new Error(`Accept.js refused the card: ${JSON.stringify(response.messages)}`);
      return {
        opaqueDataDescriptor: response.opaqueData.dataDescriptor,
        opaqueDataValue: response.opaqueData.dataValue,
      };
    },
  };
}
