import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  ENTITLEMENT_MESSAGES,
  RESUME_MESSAGES,
  SEEKER_PLANS_PATH,
  canApplyWith,
  coverLetterOf,
  textLength,
  validateApplyRequest,
  withReturnPath,
  type ResumeSummary,
  type SeekerProfile,
} from '@marketplace/contracts';
import { INTENT_PARAM } from '@marketplace/auth';
import { errorMessage, isApiError, serverMessageOr } from '@marketplace/api-client';
import type { ApplyTarget } from '@marketplace/jobs';
import { FileDropzone, UploadStatusLine } from '@marketplace/uploads';
import { Badge, Button, ButtonLink, Dialog, ErrorState, Skeleton, useToast } from '@marketplace/ui';
import { Field, FieldErrorText, FormMessages, TextArea } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
import { atResumeLimit, useAddResume, useSeekerProfile } from '../profile/api';
import { useApply } from './api';

/** Where a seeker completes what employers need (the profile page has the resumes too). */
export const PROFILE_PATH = '/seeker/profile';

/**
 * The plans page, with the way back: this page with the apply intent (libs/auth sign-in-intent), so a
 * seeker who subscribes comes back to the job with the application form open.
 */
export function plansPathFor(jobId: string, here: { pathname: string; search: string }): string {
  const search = new URLSearchParams(here.search);
  search.set(INTENT_PARAM, `apply:${jobId}`);
  return withReturnPath(SEEKER_PLANS_PATH, `${here.pathname}?${search}`);
}

/** How the server's "complete your profile first" message starts, whatever it names as missing. */
const PROFILE_INCOMPLETE_PREFIX = APPLICATION_MESSAGES.profileIncomplete([]).trim().replace(/:$/, '');

const COUNT = new Intl.NumberFormat('en-US');

/** The cover letter's character count as the server counts it (trimmed), against the limit. */
export function coverLetterCount(text: string): { count: number; over: number; label: string } {
  const count = textLength(text);
  const over = Math.max(0, count - APPLICATION_LIMITS.coverLetterMax);
  const label = `${COUNT.format(count)} / ${COUNT.format(APPLICATION_LIMITS.coverLetterMax)} characters${over ? ` (${COUNT.format(over)} over the limit)` : ''}`;
  return { count, over, label };
}

interface FormFailure {
  messages: readonly string[];
  /** The profile lacks what employers need: offer the way to complete it. */
  completeProfile: boolean;
  /** The seeker holds no plan (it ended while the dialog was open): offer the way to the plans. */
  choosePlan?: boolean;
}

export interface ApplyDialogProps {
  job: ApplyTarget;
  onClose: () => void;
}

/**
 * The apply dialog: a resume version (the default preselected, or a new one
 * uploaded through the dropzone), an optional cover letter with a live count, and a summary of what
 * the employer will see. The request is checked with the server's own validateApplyRequest before
 * it is sent; the server's field errors show on the fields and its other refusals above the buttons.
 */
export function ApplyDialog({ job, onClose }: ApplyDialogProps) {
  // The page changed under the dialog (a link in it, or the browser's back button): it closes.
  const location = useLocation();
  const { pathname } = location;
  const openedAt = useRef(pathname);
  const plansPath = plansPathFor(job.id, location);
  useEffect(() => {
    if (openedAt.current !== pathname) onClose();
  }, [pathname, onClose]);
  const profile = useSeekerProfile();

  return (
    <Dialog open onClose={onClose} title={`Apply to ${job.title}`} description={job.company}>
      {profile.isPending ? (
        <div aria-busy="true" aria-label="Loading your resumes">
          <Skeleton $height="1.5em" $width="40%" />
          <Skeleton $height="80px" />
        </div>
      ) : profile.isError ? (
        <ErrorState
          title="We couldn't load your resumes"
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          retryLabel="Try Again"
        />
      ) : profile.data && !canApplyWith(profile.data.membershipPlan) ? (
        <PlanRequired onClose={onClose} plansPath={plansPath} />
      ) : (
        <ApplyForm job={job} onClose={onClose} plansPath={plansPath} profile={profile.data} />
      )}
    </Dialog>
  );
}

/** The form's values: the resume stays null until the seeker picks one (the default stands in). */
interface ApplyValues {
  jobId: string;
  resumeId: string | null;
  coverLetter: string;
}

/** The form itself, once the profile (and its resumes) is known. */
function ApplyForm({
  job,
  onClose,
  plansPath,
  profile,
}: ApplyDialogProps & { plansPath: string; profile: SeekerProfile | undefined }) {
  const toast = useToast();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const resumeGroup = useRef<HTMLFieldSetElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const resumes = profile?.resumes ?? [];
  const defaultResume = resumes.find((resume) => resume.isDefault) ?? resumes[0] ?? null;
  const resumeOf = (values: ApplyValues) => values.resumeId ?? defaultResume?.id ?? null;
  const form = useForm<ApplyValues>({
    defaultValues: { jobId: job.id, resumeId: null, coverLetter: '' },
    resolver: contractResolver((values) => validateApplyRequest({ ...values, resumeId: resumeOf(values) ?? '' })),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const resumeId = resumeOf(values);
  const selectedResume = resumes.find((resume) => resume.id === resumeId) ?? null;
  const letter = coverLetterCount(values.coverLetter);

  // Where focus goes once the next render shows a problem: the refusal (announced, and holding the
  // way to the profile) or the first field in error.
  const [focusRequest, setFocusRequest] = useState<{ target: 'failure' | 'resumeId' | 'coverLetter' } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'failure') failureRef.current?.focus();
    else if (focusRequest.target === 'resumeId')
      resumeGroup.current
        ?.querySelector<HTMLElement>('input[type="radio"]:checked, input[type="radio"], [role="button"]')
        ?.focus();
    else form.setFocus('coverLetter');
  }, [focusRequest, form]);

  function showFailure(next: FormFailure) {
    setFailure(next);
    setFocusRequest({ target: 'failure' });
  }

  function focusFirstError(fields: Partial<Record<'resumeId' | 'coverLetter', unknown>>) {
    if (fields.resumeId) setFocusRequest({ target: 'resumeId' });
    else if (fields.coverLetter) setFocusRequest({ target: 'coverLetter' });
  }

  const apply = useApply({
    onSuccess: () => {
      toast.show(APPLICATION_MESSAGES.applied, { tone: 'success', description: `${job.title} · ${job.company}` });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length) {
        const { resumeId: resumeErrors, coverLetter: letterErrors, ...others } = error.fieldErrors;
        const fields = {
          ...(resumeErrors ? { resumeId: resumeErrors } : {}),
          ...(letterErrors ? { coverLetter: letterErrors } : {}),
        };
        showServerErrors(fields, form.setError);
        focusFirstError(fields);
        const rest = Object.values(others).flat();
        if (rest.length) showFailure({ messages: rest, completeProfile: false });
        return;
      }
      const message = serverMessageOr(error, APPLICATION_MESSAGES.applyFailed);
      showFailure({
        messages: [message],
        completeProfile: message.startsWith(PROFILE_INCOMPLETE_PREFIX),
        choosePlan: message === ENTITLEMENT_MESSAGES.planRequired,
      });
    },
  });

  const submit = form.handleSubmit(
    (sent) =>
      apply.mutate({ jobId: job.id, resumeId: resumeOf(sent) ?? '', coverLetter: coverLetterOf(sent.coverLetter) }),
    (found) => {
      focusFirstError(found);
      const jobMessages = fieldMessages(found.jobId);
      if (jobMessages) showFailure({ messages: jobMessages, completeProfile: false });
    },
  );

  function chooseResume(id: string) {
    form.setValue('resumeId', id);
    form.clearErrors('resumeId');
  }

  return (
    <form
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      noValidate
      aria-label={`Application to ${job.title}`}
    >
      <ResumeSection
        groupRef={resumeGroup}
        resumes={resumes}
        resumeId={resumeId}
        resumeLimit={profile?.resumeLimit}
        error={fieldMessages(errors.resumeId)}
        onChoose={chooseResume}
      />

      <Field
        label="Cover letter (optional)"
        hint={<Count $over={letter.over > 0}>{letter.label}</Count>}
        error={fieldMessages(errors.coverLetter)}
      >
        {(props) => (
          <TextArea
            {...props}
            rows={8}
            {...form.register('coverLetter', { onChange: () => form.clearErrors('coverLetter') })}
          />
        )}
      </Field>

      <EmployerSummary profile={profile} resume={selectedResume} letterCount={letter.count} />

      {failure ? (
        <Failure ref={failureRef} role="alert" tabIndex={-1}>
          <FormMessages messages={failure.messages} />
          {failure.completeProfile ? <Link to={PROFILE_PATH}>Complete your profile</Link> : null}
          {failure.choosePlan ? <Link to={plansPath}>{ENTITLEMENT_MESSAGES.choosePlan}</Link> : null}
        </Failure>
      ) : null}

      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? 'Sending…' : 'Send application'}
        </Button>
      </Actions>
    </form>
  );
}

/** The resume to send: the seeker's versions, and a dropzone for a new one while the plan has room. */
function ResumeSection({
  groupRef,
  resumes,
  resumeId,
  resumeLimit,
  error,
  onChoose,
}: {
  groupRef: RefObject<HTMLFieldSetElement | null>;
  resumes: readonly ResumeSummary[];
  resumeId: string | null;
  resumeLimit: number | undefined;
  error: readonly string[] | undefined;
  onChoose: (id: string) => void;
}) {
  const errorId = useId();
  const addResume = useAddResume();
  const [uploading, setUploading] = useState(false);
  // An upload that fills the plan replaces the dropzone, and its status line with it: say it here instead.
  const [justUploaded, setJustUploaded] = useState(false);
  return (
    <Group ref={groupRef} aria-describedby={error ? errorId : undefined}>
      <Legend>Resume</Legend>
      {resumes.length ? (
        <Choices>
          {resumes.map((resume) => (
            <ResumeChoice
              key={resume.id}
              resume={resume}
              checked={resume.id === resumeId}
              invalid={Boolean(error)}
              onChoose={() => onChoose(resume.id)}
            />
          ))}
        </Choices>
      ) : (
        <Muted>You have no resume yet. Upload one to apply with it.</Muted>
      )}
      {resumeLimit !== undefined && atResumeLimit(resumes.length, resumeLimit) ? (
        <>
          {justUploaded ? <UploadStatusLine tone="success">{RESUME_MESSAGES.uploaded}</UploadStatusLine> : null}
          <Muted>
            To send another file, manage your versions on <Link to={PROFILE_PATH}>your profile</Link>.
          </Muted>
        </>
      ) : resumes.length === 0 || uploading ? (
        <FileDropzone
          label="Upload a resume"
          purpose="resume"
          onUploaded={async (dropped) => {
            const added = await addResume.mutateAsync({ uploadId: dropped.uploadId });
            onChoose(added.id);
            setJustUploaded(true);
            return RESUME_MESSAGES.uploaded;
          }}
        />
      ) : (
        <Button $variant="ghost" onClick={() => setUploading(true)}>
          Upload another resume
        </Button>
      )}
      <FieldErrorText id={errorId} messages={error} />
    </Group>
  );
}

/** What the employer will see of the seeker: the profile's name and headline, the resume and the letter. */
function EmployerSummary({
  profile,
  resume,
  letterCount,
}: {
  profile: SeekerProfile | undefined;
  resume: ResumeSummary | null;
  letterCount: number;
}) {
  const titleId = useId();
  return (
    <Summary aria-labelledby={titleId}>
      <SummaryTitle id={titleId}>What the employer will see</SummaryTitle>
      <Facts>
        <div>
          <dt>Name</dt>
          <dd>{profile?.name || 'Not added yet'}</dd>
        </div>
        <div>
          <dt>Headline</dt>
          <dd>{profile?.headline || 'Not added yet'}</dd>
        </div>
        <div>
          <dt>Resume</dt>
          <dd>{resume ? `${resume.name} (${resume.fileName})` : 'None chosen'}</dd>
        </div>
        <div>
          <dt>Cover letter</dt>
          <dd>{letterCount ? `Included (${COUNT.format(letterCount)} characters)` : 'None'}</dd>
        </div>
      </Facts>
      <Muted>
        They also see your about, skills, experience, availability and links from{' '}
        <Link to={PROFILE_PATH}>your profile</Link>. Your email address is shared only once they move your application
        to interview.
      </Muted>
    </Summary>
  );
}

/**
 * What the dialog shows a seeker without a plan (or trial) instead of the form: applying needs one
 * (contracts entitlements.ts), so they go to the plans first rather than being refused at submit.
 */
function PlanRequired({ onClose, plansPath }: { onClose: () => void; plansPath: string }) {
  return (
    <div>
      <PlanNote role="note">{ENTITLEMENT_MESSAGES.planRequired}</PlanNote>
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <ButtonLink as={Link} to={plansPath}>
          {ENTITLEMENT_MESSAGES.choosePlan}
        </ButtonLink>
      </Actions>
    </div>
  );
}

function ResumeChoice({
  resume,
  checked,
  invalid,
  onChoose,
}: {
  resume: ResumeSummary;
  checked: boolean;
  invalid: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <Choice>
      <input
        type="radio"
        id={id}
        name="resume"
        value={resume.id}
        checked={checked}
        onChange={onChoose}
        aria-invalid={invalid || undefined}
      />
      <label htmlFor={id}>
        <strong>{resume.name}</strong>
        {resume.isDefault ? <Badge $tone="success">Default</Badge> : null}
        <FileName>{resume.fileName}</FileName>
      </label>
    </Choice>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  input {
    margin-top: 4px;
  }
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
`;

const FileName = styled.span`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $over }) => ($over ? 600 : 'inherit')};
`;

const Summary = styled.section`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.badges.neutral.bg};
`;

const SummaryTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    font-weight: 600;
    min-width: 7em;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Failure = styled.div`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

const PlanNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;
