import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@marketplace/ui/search';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** value, text, and whether the option is disabled */
  options: [string, string, boolean?][];
  /** Text of the empty 'no filter' option; none when the select always has a value. */
  any?: string;
}

/** One labelled filter of the job search; a change made with the arrow keys waits for a pause. */
export function FilterSelect({ label, value, onChange, options, any }: FilterSelectProps) {
  const id = `job-search-${label.toLowerCase().replace(/\W+/g, '-')}`;
  // Arrow keys on a closed select fire a change per press. Committing each would push a history
  // entry and run a search per key, so a change that follows a key press is only shown (pending)
  // until the same pause as typing; a pick with the mouse or touch (no key) applies at once.
  const [pending, setPending] = useState<string | null>(null);
  const keyed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => () => clearTimeout(timer.current), []);
  const choose = (next: string, later: boolean) => {
    clearTimeout(timer.current);
    if (!later) {
      setPending(null);
      onChange(next);
      return;
    }
    setPending(next);
    timer.current = setTimeout(() => {
      setPending(null);
      onChangeRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={pending ?? value}
        onKeyDown={() => {
          keyed.current = true;
        }}
        onMouseDown={() => {
          keyed.current = false;
        }}
        onChange={(event) => {
          choose(event.target.value, keyed.current);
          keyed.current = false;
        }}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map(([optionValue, text, disabled]) => (
          <option key={optionValue} value={optionValue} disabled={disabled}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
