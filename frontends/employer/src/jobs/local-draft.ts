import { EMPTY_FORM, type JobFormState } from './form-model';

/**
 * The job form's unsaved changes kept on this device (localStorage), one per user and job, so a
 * closed tab or a crash loses nothing: the form offers them back when it is opened again. Only the
 * form's values are kept, under the signed-in user's id and the id of the user they act as (an
 * admin impersonating an employer keeps their own copies).
 */
export interface LocalDraft {
  values: JobFormState;
  /** ISO 8601: when the changes were last kept. */
  savedAt: string;
}

const PREFIX = 'nestwork.job-form-draft.v1';

/** Where the draft of one job ('new' for a job not saved yet) lives for one user. */
export function localDraftKey(userId: string, actingUserId: string, jobId: string | undefined): string {
  return `${PREFIX}:${userId}:${actingUserId}:${jobId ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the form works, only without local drafts.
    return null;
  }
}

/** Values of the form's shape only: what another version of the app or a hand edit left is ignored. */
function isFormState(value: unknown): value is JobFormState {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(EMPTY_FORM) as Array<keyof JobFormState>).every((field) => {
    const expected = EMPTY_FORM[field];
    const actual = record[field];
    if (Array.isArray(expected)) return Array.isArray(actual) && actual.every((item) => typeof item === 'string');
    return typeof actual === typeof expected;
  });
}

export function readLocalDraft(key: string): LocalDraft | null {
  const store = storage();
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const { values, savedAt } = JSON.parse(raw) as Partial<LocalDraft>;
    if (isFormState(values) && typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt))) {
      // The form's fields only, whatever else the stored object carries.
      const fields = Object.fromEntries(
        (Object.keys(EMPTY_FORM) as Array<keyof JobFormState>).map((field) => [field, values[field]]),
      );
      return { values: fields as unknown as JobFormState, savedAt };
    }
  } catch {
    // Unreadable: dropped below.
  }
  clearLocalDraft(key);
  return null;
}

export function writeLocalDraft(key: string, values: JobFormState, now: Date = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() } satisfies LocalDraft));
  } catch {
    // Full or switched off: the server draft (Save Draft) still works.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
