import { formatElapsed } from './elapsed';

const MINUTE = 60_000;

describe("formatElapsed ('Nh Nm' or 'Nm')", () => {
  it.each([
    [0, '0m'],
    [59_999, '0m'],
    [MINUTE, '1m'],
    [59 * MINUTE + 59_000, '59m'],
    [60 * MINUTE, '1h 0m'],
    [65 * MINUTE, '1h 5m'],
    [(2 * 60 + 1) * MINUTE + 30_000, '2h 1m'],
    [(25 * 60 + 10) * MINUTE, '25h 10m'],
    [-5 * MINUTE, '0m'],
  ])('%i ms is %s', (milliseconds, text) => {
    expect(formatElapsed(milliseconds)).toBe(text);
  });
});
