import { PaymentGatewayError } from '../payment-gateway';
import { decodeAnswer, expectOk, parseAnswer, stripBom, toTransactionResult } from './authnet-json';

const BOM_BYTES = [0xef, 0xbb, 0xbf];
const bytesOf = (text: string, withBom: boolean) =>
  new Uint8Array([...(withBom ? BOM_BYTES : []), ...Buffer.from(text, 'utf8')]);
const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const unsuccessful = { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] };

describe('Authorize.net answers', () => {
  describe('byte-order mark', () => {
    it('is stripped from the text, once, and only at the start', () => {
      expect(stripBom('\uFEFF{"a":1}')).toBe('{"a":1}');
      expect(stripBom('{"a":1}')).toBe('{"a":1}');
      expect(stripBom('{"a":"\uFEFF"}')).toBe('{"a":"\uFEFF"}');
    });

    it('is removed from the raw bytes, which JSON.parse alone would refuse', () => {
      const text = JSON.stringify({ messages: ok, note: 'café' });
      const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytesOf(text, true));
      expect(() => JSON.parse(raw)).toThrow();
      expect(decodeAnswer(bytesOf(text, true))).toBe(text);
      expect(decodeAnswer(bytesOf(text, false))).toBe(text);
      expect(parseAnswer(decodeAnswer(bytesOf(text, true)))['note']).toBe('café');
    });
  });

  it('are refused as unavailable when they are not the gateway JSON', () => {
    for (const body of ['<html>Bad gateway</html>', '{"hello":1}', '{"messages":{"resultCode":"Maybe"}}']) {
      expect(() => parseAnswer(body)).toThrow(PaymentGatewayError);
      try {
        parseAnswer(body);
      } catch (error) {
        expect((error as PaymentGatewayError).kind).toBe('unavailable');
      }
    }
  });

  it('with resultCode Error become a rejection carrying the first code and every message', () => {
    const answer = parseAnswer(
      JSON.stringify({
        messages: {
          resultCode: 'Error',
          message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
        },
      }),
    );
    expect(() => expectOk(answer)).toThrow(
      expect.objectContaining({
        kind: 'rejected',
        code: 'E00007',
        message: 'E00007 User authentication failed due to invalid authentication values.',
      }),
    );
    expect(expectOk(parseAnswer(JSON.stringify({ messages: ok })))).toBeTruthy();
  });

  describe('to transaction results', () => {
    const answerWith = (transactionResponse: unknown, messages = ok) =>
      parseAnswer(JSON.stringify({ transactionResponse, messages }));

    it('read an approval', () => {
      const result = toTransactionResult(
        answerWith({
          responseCode: '1',
          authCode: 'A1B2C3',
          avsResultCode: 'Y',
          cvvResultCode: 'M',
          transId: '80000000123',
          accountNumber: 'XXXX1111',
          accountType: 'Visa',
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        }),
      );
      expect(result).toEqual({
        outcome: 'approved',
        transactionId: '80000000123',
        responseCode: '1',
        reasonCode: 1,
        reasonText: 'This transaction has been approved.',
        duplicate: false,
        authCode: 'A1B2C3',
        avsResultCode: 'Y',
        cvvResultCode: 'M',
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
        messages: ok.message,
      });
    });

    it('read a decline, a duplicate and a held transaction', () => {
      const declined = toTransactionResult(
        answerWith(
          {
            responseCode: '2',
            authCode: '',
            transId: '80000000124',
            errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
          },
          unsuccessful,
        ),
      );
      expect(declined).toMatchObject({
        outcome: 'declined',
        transactionId: '80000000124',
        reasonCode: 2,
        reasonText: 'This transaction has been declined.',
        authCode: null,
        duplicate: false,
      });
      const duplicate = toTransactionResult(
        answerWith(
          {
            responseCode: '3',
            transId: '0',
            errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
          },
          unsuccessful,
        ),
      );
      expect(duplicate).toMatchObject({ outcome: 'error', transactionId: null, reasonCode: 11, duplicate: true });
      const held = toTransactionResult(
        answerWith({
          responseCode: '4',
          transId: '80000000125',
          messages: [{ code: '252', description: 'Your order has been received. Thank you for your business!' }],
        }),
      );
      expect(held).toMatchObject({ outcome: 'review', reasonCode: 252 });
    });

    it('throw the rejection when there is no transaction response to read', () => {
      const invalidToken = parseAnswer(
        JSON.stringify({
          messages: { resultCode: 'Error', message: [{ code: 'E00114', text: 'Invalid OTS Token.' }] },
        }),
      );
      expect(() => toTransactionResult(invalidToken)).toThrow(
        expect.objectContaining({ kind: 'rejected', code: 'E00114' }),
      );
    });
  });
});
