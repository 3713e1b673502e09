/** A search word as PostgreSQL stemmed it, checked against the words the job texts contain. */
export interface ResolvedTerm {
  lexeme: string;
  /** It is an indexed word. */
  exact: boolean;
  /** Some indexed word starts with it (so a prefix match finds jobs). */
  known: boolean;
  /** When not known: indexed words that look like it (probably what was meant). */
  similar: string[];
}

/** One way a search word can match: a lexeme, whole or as a prefix. */
export interface TermAlternative {
  lexeme: string;
  prefix: boolean;
}

/**
 * What the search words match: everything (no words, e.g. only stop words), nothing, or a tsquery.
 * `groups` is the tsquery as data: every group must match, through any of its alternatives.
 */
export type TextMatch =
  { kind: 'all' } | { kind: 'none' } | { kind: 'tsquery'; tsquery: string; groups: TermAlternative[][] };

/** A lexeme as a tsquery operand: quoted, with quotes doubled and backslashes escaped. */
export function tsqueryLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * Every word must match (AND). An indexed word matches exactly: stemming already covers its forms
 * ("developers" finds "developer"), and exact lookups are many times cheaper for the GIN indexes
 * than prefix ones. A word that only begins indexed words was typed half-way and matches as a
 * prefix ("marke" finds "marketing"). An unknown word matches any of its similar indexed words,
 * so "devloper" still finds "developer". A word with none of these matches nothing, and so does
 * the whole search.
 */
export function toTextMatch(terms: readonly ResolvedTerm[]): TextMatch {
  if (terms.length === 0) return { kind: 'all' };
  const groups: TermAlternative[][] = [];
  for (const term of terms) {
    const alternatives = term.exact
      ? [{ lexeme: term.lexeme, prefix: false }]
      : term.known
        ? [{ lexeme: term.lexeme, prefix: true }]
        : term.similar.map((lexeme) => ({ lexeme, prefix: false }));
    if (alternatives.length === 0) return { kind: 'none' };
    groups.push(alternatives);
  }
  const operands = groups.map((alternatives) => {
    const texts = alternatives.map(
      (alternative) => `${tsqueryLexeme(alternative.lexeme)}${alternative.prefix ? ':*' : ''}`,
    );
    return texts.length > 1 ? `(${texts.join(' | ')})` : texts.join('');
  });
  return { kind: 'tsquery', tsquery: operands.join(' & '), groups };
}

/**
 * The most common lexemes of a tsvector column (PostgreSQL's statistics), sorted, with the share of
 * the column's rows that hold each (`frequencies`, in the order of `lexemes`; none when unknown).
 */
export class CommonLexemes {
  private readonly sorted: string[];
  private readonly all: Map<string, number>;

  constructor(lexemes: readonly string[], frequencies: readonly number[] = []) {
    this.sorted = [...lexemes].sort();
    this.all = new Map(lexemes.map((lexeme, index) => [lexeme, frequencies[index] ?? 0]));
  }

  /**
   * A share of the rows that surely match every group (0 when none can be told): a group matches
   * at least the rows of its most frequent alternative (a prefix at least those of each common
   * lexeme it begins), and rows missing one of several groups are at most the sum of what each
   * group misses (Bonferroni): 'team' in 82% and 'work' in 81% of the jobs meet in at least 63%.
   */
  matchingShareAtLeast(groups: readonly TermAlternative[][]): number {
    if (groups.length === 0) return 0;
    const missed = groups.reduce(
      (sum, alternatives) => sum + 1 - Math.max(0, ...alternatives.map((alternative) => this.frequency(alternative))),
      0,
    );
    return Math.max(0, 1 - missed);
  }

  private frequency(alternative: TermAlternative): number {
    if (!alternative.prefix) return this.all.get(alternative.lexeme) ?? 0;
    let most = 0;
    for (let index = this.firstNotBelow(alternative.lexeme); index < this.sorted.length; index++) {
      const lexeme = this.sorted[index] ?? '';
      if (!lexeme.startsWith(alternative.lexeme)) break;
      most = Math.max(most, this.all.get(lexeme) ?? 0);
    }
    return most;
  }

  private firstNotBelow(text: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle] ?? '') < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  has(alternative: TermAlternative): boolean {
    if (!alternative.prefix) return this.all.has(alternative.lexeme);
    // The first lexeme not below the prefix is the only candidate that can start with it.
    return this.sorted[this.firstNotBelow(alternative.lexeme)]?.startsWith(alternative.lexeme) ?? false;
  }
}

/**
 * Whether the planner's row estimate for these words is grounded in statistics: every group has
 * an alternative among the column's most common lexemes. A word outside that list is rarer than
 * all of them, yet PostgreSQL guesses half the rarest one's frequency; walking an index newest
 * first would then read far more rows than the few that match (all of them when a word never
 * occurs in that column). Without statistics (never analysed, tiny tables) the planner decides.
 */
export function isGrounded(groups: readonly TermAlternative[][], common: CommonLexemes | null): boolean {
  if (common === null) return true;
  return groups.every((alternatives) => alternatives.some((alternative) => common.has(alternative)));
}
