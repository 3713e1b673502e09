import { CommonLexemes, isGrounded, toTextMatch, tsqueryLexeme } from './search-terms';

describe('toTextMatch', () => {
  it('matches everything when no search word is left (only stop words were typed)', () => {
    expect(toTextMatch([])).toEqual({ kind: 'all' });
  });

  it('matches a half-typed word as a prefix, so partial words find whole ones', () => {
    expect(toTextMatch([{ lexeme: 'develop', exact: false, known: true, similar: [] }])).toEqual({
      kind: 'tsquery',
      tsquery: `'develop':*`,
      groups: [[{ lexeme: 'develop', prefix: true }]],
    });
  });

  it('matches an indexed word exactly (stemming covers its forms)', () => {
    expect(toTextMatch([{ lexeme: 'market', exact: true, known: true, similar: [] }])).toEqual({
      kind: 'tsquery',
      tsquery: `'market'`,
      groups: [[{ lexeme: 'market', prefix: false }]],
    });
  });

  it('replaces an unknown word by the similar indexed words (typos)', () => {
    expect(toTextMatch([{ lexeme: 'develp', exact: false, known: false, similar: ['develop', 'devel'] }])).toEqual({
      kind: 'tsquery',
      tsquery: `('develop' | 'devel')`,
      groups: [
        [
          { lexeme: 'develop', prefix: false },
          { lexeme: 'devel', prefix: false },
        ],
      ],
    });
  });

  it('requires every word (AND), keeping the typed order', () => {
    const match = toTextMatch([
      { lexeme: 'senior', exact: false, known: true, similar: [] },
      { lexeme: 'quikbook', exact: false, known: false, similar: ['quickbook'] },
    ]);
    expect(match).toMatchObject({ kind: 'tsquery', tsquery: `'senior':* & 'quickbook'` });
  });

  it('matches nothing when a word is neither known nor similar to a known one', () => {
    expect(
      toTextMatch([
        { lexeme: 'writer', exact: false, known: true, similar: [] },
        { lexeme: 'xqzvw', exact: false, known: false, similar: [] },
      ]),
    ).toEqual({ kind: 'none' });
  });
});

describe('tsqueryLexeme', () => {
  it('quotes lexemes so their characters are never tsquery syntax', () => {
    expect(tsqueryLexeme('node.js')).toBe(`'node.js'`);
    expect(tsqueryLexeme(`o'neil`)).toBe(`'o''neil'`);
    expect(tsqueryLexeme('a\\b')).toBe(`'a\\\\b'`);
    expect(tsqueryLexeme('a & !b | c:*')).toBe(`'a & !b | c:*'`);
  });
});

describe('isGrounded', () => {
  const common = new CommonLexemes(['remot', 'manag', 'develop', 'writer', 'custom']);

  it('trusts the planner without statistics', () => {
    expect(isGrounded([[{ lexeme: 'sommeli', prefix: false }]], null)).toBe(true);
  });

  it('is grounded when every word has an alternative among the common lexemes', () => {
    expect(isGrounded([[{ lexeme: 'writer', prefix: false }], [{ lexeme: 'remot', prefix: true }]], common)).toBe(true);
    expect(
      isGrounded(
        [
          [
            { lexeme: 'sommeli', prefix: false },
            { lexeme: 'custom', prefix: false },
          ],
        ],
        common,
      ),
    ).toBe(true);
  });

  it('matches prefixes against the start of common lexemes', () => {
    expect(isGrounded([[{ lexeme: 'dev', prefix: true }]], common)).toBe(true);
    expect(isGrounded([[{ lexeme: 'manage', prefix: true }]], common)).toBe(false);
    expect(isGrounded([[{ lexeme: 'z', prefix: true }]], common)).toBe(false);
    // Without the prefix flag only the whole lexeme counts.
    expect(isGrounded([[{ lexeme: 'dev', prefix: false }]], common)).toBe(false);
  });

  it('is not grounded when one word is rarer than every common lexeme', () => {
    expect(isGrounded([[{ lexeme: 'writer', prefix: false }], [{ lexeme: 'sommeli', prefix: true }]], common)).toBe(
      false,
    );
  });
});

describe('CommonLexemes.matchingShareAtLeast', () => {
  const word = (lexeme: string, prefix = false) => ({ lexeme, prefix });
  const common = new CommonLexemes(
    ['team', 'work', 'hour', 'develop', 'developer', 'writer'],
    [0.82, 0.81, 0.62, 0.3, 0.2, 0.1],
  );

  it('is the share of a common word itself', () => {
    expect(common.matchingShareAtLeast([[word('team')]])).toBeCloseTo(0.82);
  });

  it('is what several words surely share (Bonferroni), and nothing when they need not meet', () => {
    expect(common.matchingShareAtLeast([[word('team')], [word('work')]])).toBeCloseTo(0.63);
    expect(common.matchingShareAtLeast([[word('team')], [word('work')], [word('hour')]])).toBeCloseTo(0.25);
    expect(common.matchingShareAtLeast([[word('team')], [word('writer')]])).toBe(0);
  });

  it('takes the most frequent alternative of a word, and a prefix as its most frequent common lexeme', () => {
    expect(common.matchingShareAtLeast([[word('sommeli'), word('hour')]])).toBeCloseTo(0.62);
    expect(common.matchingShareAtLeast([[word('dev', true)]])).toBeCloseTo(0.3);
    expect(common.matchingShareAtLeast([[word('developer', true)]])).toBeCloseTo(0.2);
  });

  it('knows nothing of words outside the statistics, of no words, or without frequencies', () => {
    expect(common.matchingShareAtLeast([[word('sommeli')]])).toBe(0);
    expect(common.matchingShareAtLeast([[word('z', true)]])).toBe(0);
    expect(common.matchingShareAtLeast([])).toBe(0);
    expect(new CommonLexemes(['team']).matchingShareAtLeast([[word('team')]])).toBe(0);
  });
});
