import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { validateJobForm } from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { useToast } from '@marketplace/ui';
import { contractResolver, fieldError, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
import { EMPTY_FORM, firstErrorField, isFormDirty, localToday, toRequest, type JobFormState } from '../form-model';
import { useSaveEmployerJob } from '../api';
import { useLeaveGuard, type LeaveGuard } from '../leave-guard';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from '../local-draft';

/** A field of the job form. */
export type JobFieldName = keyof JobFormState;

/** The job form's react-hook-form, with what its sections need besides: today's date and the touch rules. */
export interface JobFormFields {
  form: UseFormReturn<JobFormState>;
  /** The deadline's earliest day. */
  today: string;
  /** The field's shown message, if any. */
  error: (field: JobFieldName) => readonly string[] | undefined;
  /** Marks a field as left and checks it now (a change that is the whole edit: a skill, a date). */
  touch: (field: JobFieldName) => void;
}

/** Everything the job form's screen needs: its fields, the save, the steps, the kept copy and the leave guard. */
export interface JobFormController extends JobFormFields {
  jobId: string | undefined;
  step: 'edit' | 'preview';
  setStep: (step: 'edit' | 'preview') => void;
  formError: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  saving: boolean;
  guard: LeaveGuard;
  /** Whether this device keeps unsaved changes (and offers them back). */
  keepsCopy: boolean;
  offer: LocalDraft | null;
  restoreDraft: (kept: LocalDraft) => void;
  discardDraft: () => void;
  onSaveDraft: () => void;
  onContinue: (event: FormEvent) => void;
  submitForReview: () => void;
}

/**
 * The job form's state on react-hook-form, checked by the contract's validateJobForm: a field's
 * message shows once it has been left (and again on each change), every failing field's after a
 * save attempt; a draft is checked with the draft rules (limits, not required fields).
 */
export function useJobForm({
  jobId: initialId,
  initial,
}: {
  jobId?: string;
  initial: JobFormState;
}): JobFormController {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const [jobId, setJobId] = useState(initialId);
  const today = useMemo(() => localToday(), []);
  // Which rules the last attempt asked for: the resolver checks with them until the next attempt.
  const draftMode = useRef(false);
  const validate = (values: JobFormState) =>
    validateJobForm(toRequest(values, draftMode.current), { draft: draftMode.current, today });
  const form = useForm<JobFormState>({
    defaultValues: initial,
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: contractResolver(validate),
  });
  const values = form.watch();
  // What the job holds on the server: loaded, then each successful save. Unsaved = different from it.
  const [baseline, setBaseline] = useState<JobFormState>(initial);
  const saved = useRef<JobFormState>(initial);
  const dirty = isFormDirty(values, baseline);
  const guard = useLeaveGuard(dirty);
  const draftKey =
    session.user && session.actingUser ? localDraftKey(session.user.id, session.actingUser.id, initialId) : null;
  // Changes this device kept from an earlier visit, offered back until the user answers.
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const kept = draftKey ? readLocalDraft(draftKey) : null;
    return kept && isFormDirty(kept.values, initial) ? kept : null;
  });
  const [step, setStep] = useState<'edit' | 'preview'>('edit');
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | null>(null);

  // Keeps unsaved changes on this device; not while an earlier copy waits for an answer (it would be overwritten).
  useEffect(() => {
    if (!draftKey || offer) return;
    if (dirty) writeLocalDraft(draftKey, values);
    else clearLocalDraft(draftKey);
  }, [draftKey, offer, dirty, values]);

  useEffect(() => {
    if (pendingFocus.current && step === 'edit') {
      formRef.current?.querySelector<HTMLElement>(`[name="${pendingFocus.current}"]`)?.focus();
      pendingFocus.current = null;
    }
  });

  // Checked at once with the resolver's own rules, so the message shows with the change that caused it.
  const touch = (field: JobFieldName) => {
    form.setValue(field, form.getValues(field), { shouldTouch: true });
    const messages = validate(form.getValues())[field];
    if (messages?.length) form.setError(field, fieldError('contract', messages));
    else form.clearErrors(field);
  };
  const error = (field: JobFieldName) => fieldMessages(form.formState.errors[field]);

  const save = useSaveEmployerJob({
    onSuccess: (job, { body: { draft } }) => {
      setFormError(null);
      // Saved: what was sent is the job now, and the copy on this device is not needed any more.
      setBaseline(saved.current);
      setOffer(null);
      if (draftKey) clearLocalDraft(draftKey);
      if (draft) {
        setJobId(job.id);
        toast.show('Draft saved', { tone: 'success' });
        if (!jobId) guard.allow(() => navigate(`/employer/jobs/${encodeURIComponent(job.id)}/edit`, { replace: true }));
      } else {
        toast.show('Job submitted for review', { tone: 'success' });
        guard.allow(() => navigate('/employer/jobs'));
      }
    },
    onError: (failure) => {
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length) {
        showServerErrors(failure.fieldErrors, form.setError);
        setStep('edit');
        pendingFocus.current = firstErrorField(failure.fieldErrors) ?? null;
      }
      setFormError(errorMessage(failure));
    },
  });

  const saveAs = (draft: boolean) => {
    saved.current = form.getValues();
    save.mutate({ jobId, body: toRequest(saved.current, draft) });
  };

  /** Checks every field with the draft's or the submission's rules; the failing ones show and stay checked. */
  async function attempt(draft: boolean): Promise<boolean> {
    draftMode.current = draft;
    const valid = await form.trigger();
    if (!valid) {
      const fields = Object.keys(EMPTY_FORM) as JobFieldName[];
      const failing = fields.filter((field) => form.getFieldState(field).invalid);
      for (const field of failing) form.setValue(field, form.getValues(field), { shouldTouch: true });
      pendingFocus.current = firstErrorField(Object.fromEntries(failing.map((field) => [field, ['']]))) ?? null;
      setFormError('Please fix the highlighted fields.');
      return false;
    }
    setFormError(null);
    return true;
  }

  return {
    form,
    today,
    error,
    touch,
    jobId,
    step,
    setStep,
    formError,
    formRef,
    saving: save.isPending,
    guard,
    keepsCopy: Boolean(draftKey && !offer),
    offer,
    restoreDraft: (kept) => {
      form.reset(kept.values, { keepDefaultValues: true, keepErrors: true, keepTouched: true });
      setOffer(null);
    },
    discardDraft: () => {
      if (draftKey) clearLocalDraft(draftKey);
      setOffer(null);
    },
    onSaveDraft: () => {
      void attempt(true).then((ok) => ok && saveAs(true));
    },
    onContinue: (event) => {
      event.preventDefault();
      void attempt(false).then((ok) => {
        if (!ok) return;
        setStep('preview');
        window.scrollTo?.(0, 0);
      });
    },
    submitForReview: () => saveAs(false),
  };
}
