import {
  decodeDeliveryFailureCursor,
  encodeDeliveryFailureCursor,
  toEmailDeliveryFailure,
} from './email-delivery-failures.mapper';
import { deliveryFailureReason, isPermanentSmtpFailure, REASON_MAX } from './smtp-failure';

const RECORD = {
  id: '0f0f0f0f-0000-4000-8000-00000000d001',
  userId: '0f0f0f0f-0000-4000-8000-00000000d002',
  address: 'maya@example.com',
  category: 'password-reset',
  subject: 'Reset your Nestwork password',
  reason: '550 5.1.1 User unknown',
  permanent: true,
  occurredAt: new Date('2026-11-28T10:00:00.000Z'),
};

describe('delivery failures for admins', () => {
  it('map a stored failure to the contract shape', () => {
    expect(toEmailDeliveryFailure(RECORD)).toEqual({ ...RECORD, occurredAt: '2026-11-28T10:00:00.000Z' });
  });

  it('page with an opaque cursor that reads back, and refuse cursors the API did not make', () => {
    const cursor = encodeDeliveryFailureCursor(RECORD);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDeliveryFailureCursor(cursor)).toEqual({ occurredAt: RECORD.occurredAt, id: RECORD.id });
    expect(decodeDeliveryFailureCursor('bm90LWEtY3Vyc29y')).toBeNull();
    expect(
      decodeDeliveryFailureCursor(Buffer.from('2026-13-45T99:00:00.000Z|' + RECORD.id).toString('base64url')),
    ).toBeNull();
  });
});

describe('SMTP failures', () => {
  it('are permanent for a 5xx answer, except a refused login; passing otherwise', () => {
    expect(isPermanentSmtpFailure({ responseCode: 550, code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 554, code: 'EMESSAGE' })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 535, code: 'EAUTH' })).toBe(false);
    expect(isPermanentSmtpFailure({ responseCode: 451, code: 'EENVELOPE' })).toBe(false);
    expect(isPermanentSmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
    expect(isPermanentSmtpFailure('550')).toBe(false);
  });

  it("say why in the server's words, without a password, within the column", () => {
    expect(deliveryFailureReason({ code: 'EENVELOPE', response: '550 5.1.1 User unknown', message: 'x' })).toBe(
      'EENVELOPE: 550 5.1.1 User unknown',
    );
    expect(deliveryFailureReason(new Error('Could not reach smtp://mailer:s3cret@mail.example:587'))).toBe(
      'Could not reach smtp://***@mail.example:587',
    );
    expect(deliveryFailureReason('timeout')).toBe('timeout');
    const long = deliveryFailureReason({ response: 'x'.repeat(2000) });
    expect(long).toHaveLength(REASON_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
