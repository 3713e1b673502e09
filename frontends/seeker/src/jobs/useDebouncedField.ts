import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the search runs (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 350;

/** A text value typed locally and committed after a pause; follows the URL when it changes (Back). */
export function useDebouncedField(
  committed: string,
  commit: (value: string) => void,
): [string, (value: string) => void] {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
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
