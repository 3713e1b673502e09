import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before a search runs (and the URL changes), on every search box. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The state of a search box: the text typed, shown at once, and committed (searched, put in the URL)
 * after a pause in typing. It follows `committed` when that changes by other means (Back, a link),
 * dropping a commit still waiting. `commit` may decide to do nothing (a text the server would refuse).
 */
export function useDebouncedField(
  committed: string,
  commit: (value: string) => void,
): [string, (value: string) => void] {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    clearTimeout(timer.current);
    setValue(committed);
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    value,
    (next) => {
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commitRef.current(next), SEARCH_DEBOUNCE_MS);
    },
  ];
}
