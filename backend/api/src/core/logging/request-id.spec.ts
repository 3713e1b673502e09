import type { IncomingMessage } from 'node:http';
import { requestIdFor } from './request-id';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('requestIdFor', () => {
  it('keeps a well-formed id sent by a proxy', () => {
    expect(requestIdFor(request({ 'x-request-id': 'lb-7f3a:42' }))).toBe('lb-7f3a:42');
  });

  it('replaces a missing or unsafe id with a fresh UUID', () => {
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdFor(request({}))).toMatch(uuid);
    expect(requestIdFor(request({ 'x-request-id': 'bad id\n{"level":60}' }))).toMatch(uuid);
    expect(requestIdFor(request({ 'x-request-id': 'x'.repeat(500) }))).toMatch(uuid);
    expect(requestIdFor(request({}))).not.toBe(requestIdFor(request({})));
  });
});
