import { createHmac } from 'node:crypto';
import { authnetSignature, verifyAuthnetSignature } from './authnet-signature';

const key =
  'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90';
const body =
  '{"notificationId":"d0e8e7fe-c3e7-4add-a480-27bc5ce28a6a","eventType":"net.authorize.payment.authcapture.created","eventDate":"2026-11-25T10:00:00.000Z","webhookId":"63d6fea2-aa13-4b1d-a204-f5fbc15942b7","payload":{"responseCode":1,"authCode":"LZ6I19","avsResponse":"Y","authAmount":45.0,"entityName":"transaction","id":"60020981676"}}';

describe('webhook signatures (X-ANET-Signature)', () => {
  const header = authnetSignature(body, key);

  it('are "sha512=" and the uppercase hex HMAC-SHA512 of the raw body under the signature key', () => {
    expect(header).toBe(`sha512=${createHmac('sha512', key).update(body).digest('hex').toUpperCase()}`);
    expect(header).toMatch(/^sha512=[0-9A-F]{128}$/);
  });

  it('check the exact bytes: the same notification re-serialised or changed by one character fails', () => {
    expect(verifyAuthnetSignature(body, header, key)).toBe(true);
    expect(verifyAuthnetSignature(Buffer.from(body), header, key)).toBe(true);
    expect(verifyAuthnetSignature(JSON.stringify(JSON.parse(body)), header, key)).toBe(false);
    expect(verifyAuthnetSignature(body.replace('45.0', '46.0'), header, key)).toBe(false);
  });

  it('accept the hex in either case and surrounding space, as headers come', () => {
    expect(verifyAuthnetSignature(body, header.toLowerCase(), key)).toBe(true);
    expect(verifyAuthnetSignature(body, ` ${header} `, key)).toBe(true);
  });

  it('refuse another key, a missing or malformed header, and a digest of the wrong length', () => {
    expect(verifyAuthnetSignature(body, header, key.replace('A1', 'B1'))).toBe(false);
    for (const bad of [
      undefined,
      null,
      '',
      header.slice(7),
      `sha256=${header.slice(7)}`,
      header.slice(0, -2),
      `${header}00`,
      `sha512=${'Z'.repeat(128)}`,
    ]) {
      expect(verifyAuthnetSignature(body, bad, key)).toBe(false);
    }
    expect(verifyAuthnetSignature(body, header, '')).toBe(false);
  });
});
