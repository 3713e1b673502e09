import { createQueryClient } from './query-client';
import { ApiError } from './errors';

describe('createQueryClient', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it('does not retry client errors', () => {
    expect(retry(0, new ApiError(400, { error: 'Invalid input' }))).toBe(false);
    expect(retry(0, new ApiError(404, { error: 'Not found' }))).toBe(false);
  });

  it('retries network and server errors twice', () => {
    expect(retry(0, new ApiError(0, { error: 'offline' }))).toBe(true);
    expect(retry(1, new ApiError(503, { error: 'unavailable' }))).toBe(true);
    expect(retry(2, new ApiError(503, { error: 'unavailable' }))).toBe(false);
  });
});
