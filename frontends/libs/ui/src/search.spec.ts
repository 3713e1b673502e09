import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedField } from './search';

describe('useDebouncedField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows what is typed at once and commits the last text once, after a pause', () => {
    const commit = jest.fn();
    const { result } = renderHook(() => useDebouncedField('', commit));
    act(() => result.current[1]('n'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => result.current[1]('nu'));
    expect(result.current[0]).toBe('nu');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(commit.mock.calls).toEqual([['nu']]);
  });

  it('follows the committed value when it changes by other means, dropping a commit still waiting', () => {
    const commit = jest.fn();
    const { result, rerender } = renderHook(({ committed }) => useDebouncedField(committed, commit), {
      initialProps: { committed: 'nurse' },
    });
    act(() => result.current[1]('nursery'));
    rerender({ committed: 'teacher' });
    expect(result.current[0]).toBe('teacher');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits with the latest callback, and nothing after unmounting', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender, unmount } = renderHook(({ commit }) => useDebouncedField('', commit), {
      initialProps: { commit: first },
    });
    act(() => result.current[1]('a'));
    rerender({ commit: second });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect([first.mock.calls, second.mock.calls]).toEqual([[], [['a']]]);
    act(() => result.current[1]('ab'));
    unmount();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
