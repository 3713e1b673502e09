// The fixed query mix of the search benchmark: a seeded generator, so every run sends the same
// requests. Four kinds, each `perKind` searches; some searches also fetch their next page(s),
// each page a measured request of its kind.
import { COMMON_WORDS, COMPANY_FIRST_WORDS, COMPANY_SECOND_WORDS, SPECIALTY_TOOLS } from './vocabulary.mjs';

export const KINDS = ['selective', 'common', 'filters', 'filters+keyword'];
export const KIND_LABELS = {
  selective: 'selective keywords',
  common: 'common words',
  filters: 'filters only',
  'filters+keyword': 'filters + keyword',
};

/** mulberry32: small, fast and good enough to pick benchmark queries reproducibly. */
function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    sample: (items, count) => {
      const pool = [...items];
      const out = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
}

/** A plausible typo: a letter dropped, doubled or two neighbours swapped (never the first letter). */
function typo(random, word) {
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

export function buildQueryMix({ seed, perKind, categories, titles, jobTypes, salaryTypes, experienceLevels }) {
  const random = seededRandom(seed);
  const tools = Object.values(SPECIALTY_TOOLS).flat();
  const singleWordTools = tools.filter((tool) => /^[A-Za-z]{6,}$/.test(tool));
  const titleWords = [
    ...new Set(titles.flatMap((title) => title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 5)),
  ];
  const companies = COMPANY_FIRST_WORDS.flatMap((first) => COMPANY_SECOND_WORDS.map((second) => `${first} ${second}`));

  const pages = () => (random.chance(0.7) ? 1 : random.chance(0.67) ? 2 : 3);
  const sort = (relevanceShare) => (random.chance(relevanceShare) ? undefined : 'newest');

  const selectiveText = () => {
    const roll = random.next();
    if (roll < 0.3) return random.pick(tools);
    if (roll < 0.45) return typo(random, random.pick(singleWordTools));
    if (roll < 0.55) {
      const tool = random.pick(singleWordTools);
      return tool.slice(0, random.int(5, Math.max(5, tool.length - 1)));
    }
    if (roll < 0.75) return random.pick(companies);
    if (roll < 0.85) return `${random.pick(COMPANY_FIRST_WORDS)} ${random.pick(titleWords)}`;
    return `${random.pick(tools)} ${random.pick(titleWords)}`;
  };
  const commonText = () => (random.chance(0.7) ? random.pick(COMMON_WORDS) : random.sample(COMMON_WORDS, 2).join(' '));

  const filters = (count) => {
    const params = {};
    for (const filter of random.sample(
      ['category', 'jobType', 'salary', 'remote', 'flexible', 'experienceLevel', 'postedWithinDays'],
      count,
    )) {
      if (filter === 'category') params.category = random.sample(categories, random.chance(0.6) ? 1 : random.int(2, 3));
      if (filter === 'jobType') params.jobType = random.sample(jobTypes, random.chance(0.7) ? 1 : 2);
      if (filter === 'experienceLevel')
        params.experienceLevel = random.sample(experienceLevels, random.chance(0.7) ? 1 : 2);
      if (filter === 'remote') params.remote = 'true';
      if (filter === 'flexible') params.flexible = 'true';
      if (filter === 'postedWithinDays') params.postedWithinDays = String(random.pick([1, 3, 7, 14, 30]));
      if (filter === 'salary') {
        params.salaryType = random.pick(salaryTypes);
        const ranges = { yearly: [40, 150, 1000], monthly: [3, 12, 1000], hourly: [18, 70, 1] };
        const [low, high, unit] = ranges[params.salaryType];
        params.salaryMin = String(random.int(low, high) * unit);
      }
    }
    return params;
  };

  const mix = [];
  for (let i = 0; i < perKind; i++) {
    mix.push({ kind: 'selective', params: { q: selectiveText(), sort: sort(0.8) }, pages: pages() });
    mix.push({ kind: 'common', params: { q: commonText(), sort: sort(0.6) }, pages: pages() });
    mix.push({ kind: 'filters', params: filters(random.int(1, 4)), pages: pages() });
    mix.push({
      kind: 'filters+keyword',
      params: { q: random.chance(0.5) ? commonText() : selectiveText(), ...filters(random.int(1, 3)), sort: sort(0.6) },
      pages: pages(),
    });
  }
  return mix;
}

/** The query string of a search (repeated parameters for lists), without empty values. */
export function toQueryString(params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  return query.toString();
}

/** Identifies what a search matches (text and filters; sort and page do not change it). */
export function matchKey(params) {
  const { sort: _sort, cursor: _cursor, ...rest } = params;
  return JSON.stringify(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
