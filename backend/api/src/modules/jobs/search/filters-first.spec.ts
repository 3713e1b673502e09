import {
  candidatesWorthCounting,
  filtersFirstCost,
  prefersFiltersFirst,
  type WordsWayEstimates,
  wordsWayCost,
} from './filters-first';
import { DEFAULT_JOB_SEARCH_TUNING as TUNING } from './job-search-tuning';

const LIVE = 850_000;
const PAGE = 21;

/** Whether the repository would take filters first, given what it estimated and then counted. */
function filtersFirst(words: WordsWayEstimates, candidates: number, wanted = PAGE): boolean {
  const wordsCost = wordsWayCost(words, wanted, TUNING);
  const worth = candidatesWorthCounting(wordsCost, wanted, words.way, TUNING);
  return (
    worth > 0 &&
    candidates <= worth &&
    prefersFiltersFirst(filtersFirstCost(candidates, words, wanted, TUNING), wordsCost)
  );
}

// Figures of the search benchmark (1,000,000 jobs): matches, the word matches the GIN index hands
// over (words and equality filters), and the filters' candidates.
describe('filters first against the words\u2019 own way', () => {
  it("checks a common word on a selective filter's few candidates: 'work' in part-time, flexible, yearly jobs paying 101,000+", () => {
    // 147 matches among 173 candidates; 74,000 part-time, flexible, yearly jobs with 'work' (of 76,500) to check for the rest.
    const words = { matches: 147, wordMatches: 74_000, equalityMatches: 76_500, live: LIVE, windowJobs: 0 } as const;
    expect(filtersFirst({ ...words, way: 'collect' }, 173)).toBe(true);
    // Its count too: the GIN index alone would read those 74,000 entries.
    expect(filtersFirst({ ...words, way: 'count' }, 173, 10_001)).toBe(true);
  });

  it("collects the rest of a walked page from the candidates: 'work family' in remote jobs paying 10,000+ a month", () => {
    // The walk's window held too few of the 2,782 matches; collecting the rest checks 18,398 rows.
    const words = { matches: 2_782, wordMatches: 18_398, equalityMatches: 113_000, live: LIVE, windowJobs: 0 } as const;
    expect(filtersFirst({ ...words, way: 'collect' }, 17_004)).toBe(true);
    expect(wordsWayCost({ ...words, way: 'walk' }, PAGE, TUNING)).toBe(TUNING.walkWindow + 18_398);
  });

  it('keeps the walk when common words fill a page within a few thousand jobs', () => {
    // 'senior' in one category: 8,000 matches, a page within 2,200 jobs of the newest; 30,000 candidates.
    const words = {
      matches: 8_000,
      wordMatches: 9_000,
      equalityMatches: 30_000,
      live: LIVE,
      windowJobs: 0,
      way: 'walk',
    } as const;
    expect(wordsWayCost(words, PAGE, TUNING)).toBeCloseTo(2_231, 0);
    expect(filtersFirst(words, 30_000)).toBe(false);
  });

  it('keeps the GIN index for rare words, and does not even count the candidates', () => {
    const words = {
      matches: 40,
      wordMatches: 60,
      equalityMatches: 30_000,
      live: LIVE,
      windowJobs: 0,
      way: 'collect',
    } as const;
    expect(candidatesWorthCounting(wordsWayCost(words, PAGE, TUNING), PAGE, 'collect', TUNING)).toBe(0);
    expect(filtersFirst(words, 0)).toBe(false);
  });

  it('keeps counting from the GIN index when the candidates would all be checked for a count of many', () => {
    // 'senior' hourly jobs posted in 3 days: 6,940 candidates, each checked on its row.
    expect(
      filtersFirst(
        { matches: 2_000, wordMatches: 50_000, equalityMatches: 170_000, live: LIVE, windowJobs: 0, way: 'count' },
        6_940,
        10_001,
      ),
    ).toBe(false);
  });

  it("prices a count's candidate check as unpacking its document vector, which the count's own way never does", () => {
    // 'schedule manager' in remote jobs of the last day: 10,300 candidates, each read twice from the facet index and checked.
    const words = {
      matches: 2_136,
      wordMatches: 60_000,
      equalityMatches: 640_000,
      live: LIVE,
      windowJobs: 14_000,
    } as const;
    expect(filtersFirstCost(10_300, { ...words, way: 'count' }, 10_001, TUNING)).toBeCloseTo(
      2 * 10_300 * 0.1 + 10_300 * 5,
    );
    expect(filtersFirstCost(10_300, { ...words, way: 'collect' }, 10_001, TUNING)).toBeCloseTo(
      2 * 10_300 * 0.1 + 10_300 * 1.3,
    );
    expect(filtersFirst({ ...words, way: 'count' }, 10_300, 10_001)).toBe(false);
  });

  it('counts candidates only as far as filters first could still halve the cost, and never beyond the maximum', () => {
    // A page: half of 1,000 pays 21 candidates checked (1.3 each), the rest read twice (0.1 each): (500 - 27.3) / 0.2.
    expect(candidatesWorthCounting(1_000, PAGE, 'collect', TUNING)).toBe(2_363);
    expect(candidatesWorthCounting(1_000_000, PAGE, 'walk', TUNING)).toBe(TUNING.filtersFirstMaxCandidates);
    expect(candidatesWorthCounting(400, PAGE, 'walk', TUNING)).toBe(0);
    // A count of 10,001: each candidate up to the cap read and checked (5.2); 20,000 / 2 / 5.2 is under the cap.
    expect(candidatesWorthCounting(20_000, 10_001, 'count', TUNING)).toBe(1_923);
    // Beyond 2 x 10,001 x 5.2, the candidates past the cap are only read: (60,000 - 50,005) / 0.2.
    expect(candidatesWorthCounting(120_000, 10_001, 'count', TUNING)).toBe(TUNING.filtersFirstMaxCandidates);
    expect(candidatesWorthCounting(105_000, 10_001, 'count', TUNING)).toBe(12_475);
    expect(
      filtersFirst(
        { matches: 10, wordMatches: 500_000, equalityMatches: 600_000, live: LIVE, windowJobs: 0, way: 'collect' },
        TUNING.filtersFirstMaxCandidates + 1,
      ),
    ).toBe(false);
  });

  it('costs the candidates read twice, and the rows checked until the wanted matches (by the words\u2019 share), all of them at most', () => {
    const half = {
      matches: 900_000,
      wordMatches: 50_000,
      equalityMatches: 100_000,
      live: LIVE,
      windowJobs: 0,
      way: 'collect',
    } as const;
    expect(filtersFirstCost(1_000, half, PAGE, TUNING)).toBeCloseTo(2 * 1_000 * 0.1 + 42 * 1.3);
    expect(filtersFirstCost(1_000, { ...half, wordMatches: 1 }, PAGE, TUNING)).toBeCloseTo(
      2 * 1_000 * 0.1 + 1_000 * 1.3,
    );
    expect(filtersFirstCost(1_000, { ...half, wordMatches: 0 }, PAGE, TUNING)).toBeCloseTo(
      2 * 1_000 * 0.1 + 1_000 * 1.3,
    );
    // A count wants cap + 1 matches: with fewer, every candidate is checked.
    expect(filtersFirstCost(1_000, half, 10_001, TUNING)).toBeCloseTo(200 + 1_300);
  });

  it('prices a walk within its window by the jobs it passes, a count by the index entries and the narrow rows it checks', () => {
    expect(
      wordsWayCost(
        { matches: 85_000, wordMatches: 85_000, equalityMatches: LIVE, live: LIVE, windowJobs: 0, way: 'walk' },
        PAGE,
        TUNING,
      ),
    ).toBeCloseTo(210);
    // Every word match checked (fewer matches than the cap): 50,000 x 0.1 + 50,000 x 0.3.
    expect(
      wordsWayCost(
        { matches: 2_000, wordMatches: 50_000, equalityMatches: 170_000, live: LIVE, windowJobs: 0, way: 'count' },
        10_001,
        TUNING,
      ),
    ).toBeCloseTo(20_000);
    // Half the word matches match: the count stops at the cap after about 20,000 checked.
    expect(
      wordsWayCost(
        { matches: 100_000, wordMatches: 200_000, equalityMatches: 400_000, live: LIVE, windowJobs: 0, way: 'count' },
        10_001,
        TUNING,
      ),
    ).toBeCloseTo(26_000.6);
    // Within a posted-within window, the walk passes the window's jobs only: 21 x 40,000 / 888.
    expect(
      wordsWayCost(
        { matches: 888, wordMatches: 50_000, equalityMatches: 170_000, live: LIVE, windowJobs: 40_000, way: 'walk' },
        PAGE,
        TUNING,
      ),
    ).toBeCloseTo(946, 0);
    // A count checks a posted-within window on its narrow rows; a collection finds its matches beside a bitmap of the 424,000 jobs of the last 30 days.
    expect(
      wordsWayCost(
        {
          matches: 2_000,
          wordMatches: 50_000,
          equalityMatches: 170_000,
          live: LIVE,
          windowJobs: 424_000,
          way: 'count',
        },
        10_001,
        TUNING,
      ),
    ).toBeCloseTo(20_000);
    expect(
      wordsWayCost(
        {
          matches: 2_000,
          wordMatches: 50_000,
          equalityMatches: 170_000,
          live: LIVE,
          windowJobs: 424_000,
          way: 'collect',
        },
        PAGE,
        TUNING,
      ),
    ).toBeCloseTo(49_400);
    // Or checking the word matches' rows, when there are few: 'Epic' in three categories of the last 7 days.
    expect(
      wordsWayCost(
        { matches: 10, wordMatches: 2_000, equalityMatches: 170_000, live: LIVE, windowJobs: 100_000, way: 'collect' },
        PAGE,
        TUNING,
      ),
    ).toBe(2_000);
  });
});
