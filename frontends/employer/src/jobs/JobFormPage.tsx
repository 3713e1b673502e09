import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_CATEGORIES,
  JOB_TYPES,
  JOB_TYPE_CARD_HINT,
  LIMITS,
  SALARY_TYPES,
  formatPhone,
  jobSkillError,
  textLength,
  validateJobForm,
  type FieldErrors,
} from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { JOB_TYPE_LABELS, JobCard, JobDetailView, SALARY_TYPE_LABELS } from '@marketplace/jobs';
import { SkillsPicker } from '@marketplace/jobs/skills-picker';
import { CreditsLine } from './CreditsLine';
import {
  Button,
  Card,
  Dialog,
  ErrorState,
  Field,
  Input,
  PageLead,
  PageTitle,
  Select,
  Skeleton,
  TextArea,
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { formatDateTime } from '@marketplace/ui/dates';
import {
  EMPTY_FORM,
  FIELD_LABELS,
  firstErrorField,
  fromValues,
  isFormDirty,
  localToday,
  previewJob,
  toRequest,
  type JobFormState,
} from './form-model';
import { useCompanyLogo, useEmployerJob, useSaveEmployerJob } from './api';
import { useLeaveGuard } from './leave-guard';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';

type FieldName = keyof JobFormState;

/** /employer/jobs/new and /employer/jobs/{id}/edit. */
export function JobFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  useDocumentTitle(editing ? 'Edit job' : 'Post a job');
  const existing = useEmployerJob(id);

  if (editing && existing.isPending) {
    return (
      <section aria-busy="true">
        <PageTitle>Edit job</PageTitle>
        <Skeleton style={{ height: 320 }} />
      </section>
    );
  }
  if (editing && existing.isError) {
    return (
      <section>
        <PageTitle>Edit job</PageTitle>
        <ErrorState
          title="Could not load this job"
          message={errorMessage(existing.error)}
          onRetry={() => void existing.refetch()}
        />
      </section>
    );
  }
  return <JobForm key={id ?? 'new'} jobId={id} initial={existing.data ? fromValues(existing.data.form) : EMPTY_FORM} />;
}

function JobForm({ jobId: initialId, initial }: { jobId?: string; initial: JobFormState }) {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const [jobId, setJobId] = useState(initialId);
  const [values, setValues] = useState<JobFormState>(initial);
  // What the job holds on the server: loaded, then each successful save. Unsaved = different from it.
  const [baseline, setBaseline] = useState<JobFormState>(initial);
  const saving = useRef<JobFormState>(initial);
  const dirty = isFormDirty(values, baseline);
  const guard = useLeaveGuard(dirty);
  const draftKey =
    session.user && session.actingUser ? localDraftKey(session.user.id, session.actingUser.id, initialId) : null;
  // Changes this device kept from an earlier visit, offered back until the user answers.
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const kept = draftKey ? readLocalDraft(draftKey) : null;
    return kept && isFormDirty(kept.values, initial) ? kept : null;
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [draftMode, setDraftMode] = useState(false);
  const [step, setStep] = useState<'edit' | 'preview'>('edit');
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const today = useMemo(() => localToday(), []);
  const logo = useCompanyLogo();

  const request = toRequest(values, draftMode);
  // Re-run on every change; shown only for fields the user has left (or after a save attempt).
  const errors = validateJobForm(request, { draft: draftMode, today });
  const shown = (field: string): string[] | null => {
    const messages = [...(touched.has(field) ? (errors[field] ?? []) : []), ...(serverErrors[field] ?? [])];
    return messages.length ? [...new Set(messages)] : null;
  };

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

  function set<K extends FieldName>(field: K, value: JobFormState[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  }
  const touch = (field: string) =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  // The min/max pair messages concern both boxes, so leaving either shows both.
  const touchSalary = () => setTouched((current) => new Set([...current, 'salaryMin', 'salaryMax']));

  const save = useSaveEmployerJob({
    onSuccess: (job, { body: { draft } }) => {
      setServerErrors({});
      setFormError(null);
      // Saved: what was sent is the job now, and the copy on this device is not needed any more.
      setBaseline(saving.current);
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
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) {
        setServerErrors(error.fieldErrors);
        setStep('edit');
        pendingFocus.current = firstErrorField(error.fieldErrors) ?? null;
      }
      setFormError(errorMessage(error));
    },
  });

  const saveAs = (draft: boolean) => {
    saving.current = values;
    save.mutate({ jobId, body: toRequest(values, draft) });
  };

  function restoreDraft(kept: LocalDraft) {
    setValues(kept.values);
    setOffer(null);
  }

  function discardDraft() {
    if (draftKey) clearLocalDraft(draftKey);
    setOffer(null);
  }

  function attempt(draft: boolean): boolean {
    setDraftMode(draft);
    const found = validateJobForm(toRequest(values, draft), { draft, today });
    if (Object.keys(found).length) {
      setTouched((current) => new Set([...current, ...Object.keys(found)]));
      pendingFocus.current = firstErrorField(found) ?? null;
      setFormError('Please fix the highlighted fields.');
      return false;
    }
    setFormError(null);
    return true;
  }

  function onSaveDraft() {
    if (attempt(true)) saveAs(true);
  }

  function onContinue(event: FormEvent) {
    event.preventDefault();
    if (attempt(false)) {
      setStep('preview');
      window.scrollTo?.(0, 0);
    }
  }

  const companyName = session.actingUser?.companyName ?? 'Your company';

  const leaveDialog = (
    <Dialog
      open={guard.asking}
      onClose={guard.stay}
      title="Leave without saving?"
      description={
        // While an earlier copy waits for an answer, this device does not keep the new changes.
        draftKey && !offer
          ? 'Your changes to this job are not saved. This device keeps a copy and offers it back when you open the form again.'
          : 'Your changes to this job are not saved and will be lost.'
      }
    >
      <Actions>
        <Button $variant="secondary" onClick={guard.leave}>
          Leave
        </Button>
        <Button onClick={guard.stay}>Keep editing</Button>
      </Actions>
    </Dialog>
  );

  if (step === 'preview') {
    const job = previewJob(values, { name: companyName, logoUrl: logo.data ?? null }, jobId);
    return (
      <section aria-labelledby="preview-title">
        <PageTitle id="preview-title">Preview your job</PageTitle>
        <PageLead>This is how seekers will see your job. Submit it for review when it looks right.</PageLead>
        <CreditsLine />
        {formError ? <p role="alert">{formError}</p> : null}
        <PreviewBlock aria-label="Job card preview">
          <h2>Job card</h2>
          <JobCard job={job} interactive={false} />
        </PreviewBlock>
        <PreviewBlock aria-label="Job page preview">
          <h2>Job page</h2>
          <JobDetailView job={job} headingLevel={2} />
        </PreviewBlock>
        <Actions>
          <Button $variant="secondary" onClick={() => setStep('edit')}>
            Back to edit
          </Button>
          <Button onClick={() => saveAs(false)} disabled={save.isPending}>
            {save.isPending ? 'Submitting…' : 'Submit for review'}
          </Button>
        </Actions>
        {leaveDialog}
      </section>
    );
  }

  const text = (
    field: 'title' | 'location' | 'website' | 'linkedinProfile',
    extra: { required?: boolean; type?: string; placeholder?: string } = {},
  ) => (
    <Field label={FIELD_LABELS[field]} error={shown(field)} required={extra.required}>
      {(props) => (
        <Input
          {...props}
          name={field}
          type={extra.type ?? 'text'}
          placeholder={extra.placeholder}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => touch(field)}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="job-form-title">
      <PageTitle id="job-form-title">{jobId ? 'Edit job' : 'Post a job'}</PageTitle>
      <PageLead>Fields marked * are required to submit; a draft can be saved at any time.</PageLead>
      <CreditsLine />
      {offer ? (
        <DraftOffer>
          <Card as="section" aria-labelledby="draft-offer-title">
            <OfferTitle id="draft-offer-title">Restore your unsaved changes?</OfferTitle>
            <p>Changes to this job from {formatDateTime(offer.savedAt)} were not saved. This device kept them.</p>
            <Actions>
              <Button $variant="secondary" onClick={discardDraft}>
                Discard
              </Button>
              <Button onClick={() => restoreDraft(offer)}>Restore draft</Button>
            </Actions>
          </Card>
        </DraftOffer>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onContinue} aria-labelledby="job-form-title">
        <Card as="fieldset">
          <Legend>Basic Information</Legend>
          {text('title', { required: true })}
          <Field label={FIELD_LABELS.category} error={shown('category')} required>
            {(props) => (
              <Select
                {...props}
                name="category"
                value={values.category}
                onChange={(event) => set('category', event.target.value as JobFormState['category'])}
                onBlur={() => touch('category')}
              >
                <option value="">Select a category</option>
                {JOB_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={FIELD_LABELS.description}
            error={shown('description')}
            required
            hint={`At least ${LIMITS.jobDescriptionMin} characters (${textLength(values.description)}/${LIMITS.jobDescriptionMax}).`}
          >
            {(props) => (
              <TextArea
                {...props}
                name="description"
                rows={8}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
                onBlur={() => touch('description')}
              />
            )}
          </Field>
          <Field
            label={FIELD_LABELS.requirements}
            error={shown('requirements')}
            required
            hint={`At least ${LIMITS.jobRequirementsMin} characters (${textLength(values.requirements)}/${LIMITS.jobRequirementsMax}).`}
          >
            {(props) => (
              <TextArea
                {...props}
                name="requirements"
                rows={5}
                value={values.requirements}
                onChange={(event) => set('requirements', event.target.value)}
                onBlur={() => touch('requirements')}
              />
            )}
          </Field>
          <SkillsPicker
            id="job-skills"
            label={FIELD_LABELS.skills}
            max={LIMITS.jobSkillsMax}
            skillError={jobSkillError}
            value={values.skills}
            onChange={(skills) => {
              set('skills', skills);
              touch('skills');
            }}
            error={shown('skills')}
          />
        </Card>

        <Card as="fieldset">
          <Legend>Job Details</Legend>
          {text('location', { required: true, placeholder: 'Remote, or a city' })}
          <Field label={FIELD_LABELS.jobType} error={shown('jobType')} hint={JOB_TYPE_CARD_HINT} required>
            {(props) => (
              <Select
                {...props}
                name="jobType"
                value={values.jobType}
                onChange={(event) => set('jobType', event.target.value as JobFormState['jobType'])}
                onBlur={() => touch('jobType')}
              >
                <option value="">Select a job type</option>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {JOB_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={FIELD_LABELS.experienceLevel} error={shown('experienceLevel')} required>
            {(props) => (
              <Select
                {...props}
                name="experienceLevel"
                value={values.experienceLevel}
                onChange={(event) => set('experienceLevel', event.target.value as JobFormState['experienceLevel'])}
                onBlur={() => touch('experienceLevel')}
              >
                <option value="">Select an experience level</option>
                {EXPERIENCE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {EXPERIENCE_LEVEL_LABELS[level]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Check>
            <input
              type="checkbox"
              name="isFlexible"
              checked={values.isFlexible}
              onChange={(event) => set('isFlexible', event.target.checked)}
            />
            Flexible hours
          </Check>
          <Field label={FIELD_LABELS.applicationDeadline} error={shown('applicationDeadline')}>
            {(props) => (
              <Input
                {...props}
                name="applicationDeadline"
                type="date"
                min={today}
                value={values.applicationDeadline}
                onChange={(event) => {
                  set('applicationDeadline', event.target.value);
                  touch('applicationDeadline');
                }}
                onBlur={() => touch('applicationDeadline')}
              />
            )}
          </Field>
          <Field label={FIELD_LABELS.benefits} error={shown('benefits')}>
            {(props) => (
              <TextArea
                {...props}
                name="benefits"
                rows={3}
                value={values.benefits}
                onChange={(event) => set('benefits', event.target.value)}
                onBlur={() => touch('benefits')}
              />
            )}
          </Field>
          {text('website', { type: 'url', placeholder: 'https://' })}
          {text('linkedinProfile', { type: 'url', placeholder: 'https://www.linkedin.com/company/…' })}
          <Field label={FIELD_LABELS.contactPhone} error={shown('contactPhone')}>
            {(props) => (
              <Input
                {...props}
                name="contactPhone"
                type="tel"
                inputMode="tel"
                placeholder="(555) 123-4567"
                value={values.contactPhone}
                onChange={(event) => set('contactPhone', formatPhone(event.target.value))}
                onBlur={() => touch('contactPhone')}
              />
            )}
          </Field>
          <Check>
            <input
              type="checkbox"
              name="isCompanyPrivate"
              checked={values.isCompanyPrivate}
              onChange={(event) => set('isCompanyPrivate', event.target.checked)}
            />
            Keep my company private (seekers see 'Private Company', without logo, website or LinkedIn)
          </Check>
        </Card>

        <Card as="fieldset">
          <Legend>Compensation</Legend>
          <Row>
            <Field label={FIELD_LABELS.salaryMin} error={shown('salaryMin')} required>
              {(props) => (
                <Input
                  {...props}
                  name="salaryMin"
                  type="number"
                  inputMode="decimal"
                  min={LIMITS.salaryMin}
                  max={LIMITS.salaryMax}
                  value={values.salaryMin}
                  onChange={(event) => set('salaryMin', event.target.value)}
                  onBlur={touchSalary}
                />
              )}
            </Field>
            <Field label={FIELD_LABELS.salaryMax} error={shown('salaryMax')} required>
              {(props) => (
                <Input
                  {...props}
                  name="salaryMax"
                  type="number"
                  inputMode="decimal"
                  min={LIMITS.salaryMin}
                  max={LIMITS.salaryMax}
                  value={values.salaryMax}
                  onChange={(event) => set('salaryMax', event.target.value)}
                  onBlur={touchSalary}
                />
              )}
            </Field>
            <Field label={FIELD_LABELS.salaryType} error={shown('salaryType')} required>
              {(props) => (
                <Select
                  {...props}
                  name="salaryType"
                  value={values.salaryType}
                  onChange={(event) => set('salaryType', event.target.value as JobFormState['salaryType'])}
                  onBlur={() => touch('salaryType')}
                >
                  {SALARY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {SALARY_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </Row>
        </Card>

        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Actions>
          <Button $variant="secondary" onClick={onSaveDraft} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Draft'}
          </Button>
          <Button type="submit">Continue</Button>
        </Actions>
      </form>
      {leaveDialog}
    </section>
  );
}

const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const DraftOffer = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const OfferTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const PreviewBlock = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  > h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
