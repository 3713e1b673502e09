import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors, SeekerProfile, SeekerProfileInput } from '@marketplace/contracts';
import {
  fieldId,
  firstErrorField,
  fromProfile,
  sameInput,
  toInput,
  validateForm,
  type EducationFormEntry,
  type ProfileFormState,
} from './profile-form';

const FIX_FIELDS = 'Please fix the highlighted fields.';

/** The profile editor's state, what each box shows, and the steps of a save; one per editor. */
export type ProfileForm = ReturnType<typeof useProfileForm>;

/**
 * The form state of the profile editor. A box's own message shows once it was left or a save was
 * tried; the server's message shows until the box changes. It starts from `saved` and never follows it.
 */
export function useProfileForm(saved: SeekerProfile) {
  const [values, setValues] = useState<ProfileFormState>(() => fromProfile(saved));
  const [baseline, setBaseline] = useState(() => toInput(fromProfile(saved)));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusLater = useFocusAfterRender();

  const errors = useMemo(() => validateForm(values), [values]);
  const shown = (field: string): string[] | null => {
    const messages = [
      ...(attempted || touched.has(field) ? (errors[field] ?? []) : []),
      ...(serverErrors[field] ?? []),
    ];
    return messages.length ? [...new Set(messages)] : null;
  };
  const dirty = !sameInput(toInput(values), baseline);
  useLeaveWarning(dirty);

  const clearServerError = useCallback((key: string) => {
    setServerErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const set = useCallback(
    <K extends keyof ProfileFormState>(field: K, value: ProfileFormState[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearServerError(field);
    },
    [clearServerError],
  );
  const touch = useCallback(
    (field: string) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    [],
  );
  const editEducation = useCallback((change: (entries: EducationFormEntry[]) => EducationFormEntry[]) => {
    setValues((current) => ({ ...current, education: change(current.education) }));
  }, []);

  /** Drops the server's and the touched state of keys whose index moved (a box or entry was removed). */
  function forgetIndexed(prefix: string) {
    const keep = (key: string) => !key.startsWith(prefix);
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => keep(key))));
    setTouched((current) => new Set([...current].filter(keep)));
  }

  /** A save was asked for: the body to send, or null (and the first bad box focused) when the form has errors. */
  function submit(): SeekerProfileInput | null {
    setAttempted(true);
    if (Object.keys(errors).length) {
      focusLater(firstErrorField(errors, values) ?? null);
      setFormError(FIX_FIELDS);
      return null;
    }
    setFormError(null);
    return toInput(values);
  }

  /** The server kept `body`: it is the new baseline and every message goes. */
  function savedAs(body: SeekerProfileInput) {
    setBaseline(body);
    setServerErrors({});
    setFormError(null);
    setAttempted(false);
  }

  /** The server refused: its field messages show beside their boxes and the first gets focus. */
  function refused(fieldErrors: FieldErrors) {
    if (Object.keys(fieldErrors).length) {
      setServerErrors(fieldErrors);
      focusLater(firstErrorField(fieldErrors, values) ?? null);
      setFormError(FIX_FIELDS);
    } else {
      setFormError(null);
    }
  }

  return {
    values,
    shown,
    dirty,
    formError,
    set,
    touch,
    clearServerError,
    editEducation,
    forgetIndexed,
    focusLater,
    submit,
    savedAs,
    refused,
  };
}

/** Leaving the site (reload, closing the tab) with unsaved changes asks first. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Focuses a field's control after the next render, once a new box exists or a message shows. */
function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(fieldId(pending.current))?.focus();
    pending.current = null;
  });
  return useCallback((field: string | null) => {
    pending.current = field;
  }, []);
}
