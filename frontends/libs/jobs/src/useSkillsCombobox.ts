import { useMemo, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '@marketplace/contracts';
import { addSkill, normalizeSkill, suggestSkills } from './skills';

interface SkillsComboboxOptions {
  value: readonly string[];
  onChange(next: string[]): void;
  max: number;
  skillError?(skill: string): string | null;
}

/**
 * The skills picker's state: the typed text, the suggestions and the highlighted one, a refused
 * entry's message, and adding or removing a skill by keyboard or pointer.
 */
export function useSkillsCombobox({ value, onChange, max, skillError }: SkillsComboboxOptions) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [entryError, setEntryError] = useState<string | null>(null);

  const atLimit = value.length >= max;
  const suggestions = useMemo(() => suggestSkills(query, value, LIMITS.skillsAutocompleteMax), [query, value]);
  const expanded = open && suggestions.length > 0 && !atLimit;

  function add(raw: string) {
    const problem = skillError?.(normalizeSkill(raw)) ?? null;
    if (problem) {
      // The typed text stays in the box so the user can shorten or fix it.
      setEntryError(problem);
      setOpen(false);
      setActive(-1);
      return;
    }
    setEntryError(null);
    const next = addSkill(value, raw, max);
    if (next !== value) onChange([...next]);
    setQuery('');
    setActive(-1);
  }

  function remove(skill: string) {
    onChange(value.filter((existing) => existing !== skill));
  }

  function type(text: string) {
    setQuery(text);
    setEntryError(null);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (suggestions.length ? (index + 1) % suggestions.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (suggestions.length ? (index <= 0 ? suggestions.length - 1 : index - 1) : -1));
        break;
      case 'Enter':
      case ',':
        // Enter picks the highlighted suggestion, otherwise the typed text; never submits the form.
        if (query.trim() || (expanded && active >= 0)) {
          event.preventDefault();
          add(expanded && active >= 0 ? suggestions[active] : query);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Backspace':
        if (!query && value.length) remove(value[value.length - 1]);
        break;
    }
  }

  return {
    query,
    active,
    entryError,
    atLimit,
    suggestions,
    expanded,
    add,
    remove,
    type,
    close: () => setOpen(false),
    onKeyDown,
  };
}
