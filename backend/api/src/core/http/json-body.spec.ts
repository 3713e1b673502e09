import { BadRequestException } from '@nestjs/common';
import { HTTP_LAYER_MESSAGES } from '../errors/http-layer-messages';
import { JSON_BODY_LIMITS, jsonShapeProblem, parseJsonBody } from './json-body';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

function refusal(raw: Buffer): string {
  try {
    parseJsonBody(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('the body was accepted');
}

describe('parseJsonBody', () => {
  it('parses ordinary JSON bodies, a byte-order mark and top-level scalars included', () => {
    expect(parseJsonBody(utf8('{"email":"maya@example.com","skills":["a","b"],"salary":{"min":1}}'))).toEqual({
      email: 'maya@example.com',
      skills: ['a', 'b'],
      salary: { min: 1 },
    });
    expect(parseJsonBody(utf8('\ufeff{"a":"é 👩‍👩‍👧"}'))).toEqual({ a: 'é 👩‍👩‍👧' });
    expect(parseJsonBody(utf8('null'))).toBeNull();
    expect(parseJsonBody(utf8('42'))).toBe(42);
  });

  it('refuses an empty body and malformed JSON without quoting it', () => {
    expect(refusal(Buffer.alloc(0))).toBe(HTTP_LAYER_MESSAGES.bodyEmpty);
    for (const text of ['{', '{"a":}', "{'a':1}", 'NaN', '[1,]', '{"a":1}}', '<fz>'])
      expect(refusal(utf8(text))).toBe(HTTP_LAYER_MESSAGES.bodyNotJson);
  });

  it('refuses bytes that are not UTF-8 instead of replacing them', () => {
    expect(refusal(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]))).toBe(
      HTTP_LAYER_MESSAGES.bodyNotUtf8,
    );
    expect(refusal(Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]))).toBe(HTTP_LAYER_MESSAGES.bodyNotUtf8);
  });

  it('refuses prototype-poisoning keys at any depth', () => {
    expect(refusal(utf8('{"__proto__":{"isAdmin":true}}'))).toBe(HTTP_LAYER_MESSAGES.bodyForbiddenKey);
    expect(refusal(utf8('{"profile":{"constructor":{"prototype":{"isAdmin":true}}}}'))).toBe(
      HTTP_LAYER_MESSAGES.bodyForbiddenKey,
    );
    expect(refusal(utf8('[{"a":[{"__proto__":1}]}]'))).toBe(HTTP_LAYER_MESSAGES.bodyForbiddenKey);
    // Only the keys are dangerous: the words as values are ordinary text.
    expect(parseJsonBody(utf8('{"note":"__proto__","constructor":"x"}'))).toEqual({
      note: '__proto__',
      constructor: 'x',
    });
  });

  it('refuses a body nested 100,000 deep at once, before parsing it', () => {
    const started = performance.now();
    expect(refusal(utf8(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(HTTP_LAYER_MESSAGES.bodyTooDeep);
    expect(refusal(utf8(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`))).toBe(HTTP_LAYER_MESSAGES.bodyTooDeep);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a body with more items than any form sends, however flat', () => {
    expect(
      refusal(
        utf8(
          `[${Array(JSON_BODY_LIMITS.maxItems + 1)
            .fill('1')
            .join(',')}]`,
        ),
      ),
    ).toBe(HTTP_LAYER_MESSAGES.bodyTooManyItems);
    expect(parseJsonBody(utf8(`{"skills":[${Array(500).fill('"a"').join(',')}]}`))).toEqual({
      skills: Array(500).fill('a'),
    });
  });
});

describe('jsonShapeProblem', () => {
  const limits = { maxDepth: 3, maxItems: 5 };

  it('counts nesting and items outside strings only', () => {
    expect(jsonShapeProblem('[[[1]]]', limits)).toBeNull();
    expect(jsonShapeProblem('[[[[1]]]]', limits)).toBe('tooDeep');
    expect(jsonShapeProblem('{"a":"[[[[,,,,,,{{{{"}', limits)).toBeNull();
    expect(jsonShapeProblem('{"a":"\\"[[[[[[[["}', limits)).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4]', limits)).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4,5,6]', limits)).toBe('tooManyItems');
  });

  it('measures depth as it is at each point, not in total', () => {
    expect(jsonShapeProblem('[[1],[2]]', { maxDepth: 2, maxItems: 100 })).toBeNull();
  });
});
