import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';

/** Changes to a page's URL parameters: a value sets one, null (or '') removes it. */
export type ParamChanges<Name extends string> = Partial<Record<Name, string | null>>;

/** The parameters after the changes; a change of anything but `page` goes back to the first page. */
function applyChanges(current: URLSearchParams, changes: ParamChanges<string>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * The URL parameters of a filtered admin page, and how to change them. The router changes the URL
 * in a transition, and until it commits a controlled field (a checkbox, a select) would show its
 * old value again: the parameters answered here already hold the change, and the URL then agrees.
 */
export function useFilterParams<Name extends string>(): [
  URLSearchParams,
  (changes: ParamChanges<Name | 'page'>) => void,
] {
  const [params, setParams] = useSearchParams();
  const [shown, show] = useOptimistic(params, applyChanges);

  function update(changes: ParamChanges<Name | 'page'>) {
    startTransition(() => {
      show(changes);
      setParams((current) => applyChanges(current, changes));
    });
  }

  return [shown, update];
}
