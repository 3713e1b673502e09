import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CRITIQUE_INDUSTRY_NAMES,
  CRITIQUE_MESSAGES,
  SEEKER_BILLING_PATH,
  validateCritiqueRequest,
  type CritiqueEntitlement,
  type CritiqueRequestInput,
  type FieldErrors,
} from '@marketplace/contracts';
import { errorMessage, isApiError, serverMessageOr } from '@marketplace/api-client';
import { Button, ErrorState, Field, Input, Select, Skeleton, TextArea, useToast } from '@marketplace/ui';
import { useSeekerProfile } from '../../profile/api';
import { useRequestCritique } from '../api';
import { Failure } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';
import { EntitlementNote } from './EntitlementNote';
import { ResumeField, firstReadyResume } from './ResumeField';

/** Refusals the seeker settles in Billing (no default card, a declined card): the failure links there. */
const BILLING_CODES: readonly string[] = ['CRITIQUE_CARD_REQUIRED', 'CRITIQUE_PAYMENT_DECLINED'];

const FIELDS = ['resumeId', 'targetRole', 'targetIndustry', 'notes'] as const;
type FormField = (typeof FIELDS)[number];

const EMPTY: Omit<CritiqueRequestInput, 'resumeId'> = { targetRole: '', targetIndustry: '', notes: '' };

export interface CritiqueRequestFormProps {
  entitlement: CritiqueEntitlement;
  /** Called once the request is made (the page then shows the list). */
  onRequested: () => void;
}

/**
 * The 'Request a Critique' tab: a ready resume version, the target role and industry, and notes for
 * the reviewer, checked with the server's own validateCritiqueRequest before sending. The
 * entitlement sentence above the button says how it is paid; 'unavailable' disables the button.
 */
export function CritiqueRequestForm({ entitlement, onRequested }: CritiqueRequestFormProps) {
  const toast = useToast();
  const profile = useSeekerProfile();
  const resumes = profile.data?.resumes ?? [];
  const [chosenResume, setChosenResume] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; billing: boolean } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // One key per request the seeker means: kept while they retry the same input, new after a change or a success.
  const idempotencyKey = useRef<string | null>(null);
  const resumeId = chosenResume ?? firstReadyResume(resumes);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const request = useRequestCritique({
    onSuccess: () => {
      toast.show(CRITIQUE_MESSAGES.requested, { tone: 'success' });
      idempotencyKey.current = null;
      setValues(EMPTY);
      setChosenResume(null);
      onRequested();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length) {
        const known = (name: string): name is FormField => (FIELDS as readonly string[]).includes(name);
        const entries = Object.entries(error.fieldErrors);
        setErrors(Object.fromEntries(entries.filter(([name]) => known(name))));
        const rest = entries.filter(([name]) => !known(name)).flatMap(([, messages]) => messages);
        if (rest.length) setFailure({ message: rest.join(' '), billing: false });
        return;
      }
      const code = isApiError(error) ? error.code : null;
      setFailure({ message: serverMessageOr(error, T.requestFailed), billing: BILLING_CODES.includes(code ?? '') });
    },
  });

  function change<K extends Exclude<FormField, 'resumeId'>>(field: K, value: CritiqueRequestInput[K]) {
    idempotencyKey.current = null;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: CritiqueRequestInput = { resumeId, ...values };
    const problems = validateCritiqueRequest(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    idempotencyKey.current ??= crypto.randomUUID();
    request.mutate({ ...input, idempotencyKey: idempotencyKey.current });
  }

  if (profile.isPending)
    return (
      <div aria-busy="true" aria-label={T.loadingResumes}>
        <Skeleton $height="240px" />
      </div>
    );
  if (profile.isError)
    return (
      <ErrorState
        title={T.resumesFailed}
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );

  return (
    <Form onSubmit={submit} noValidate aria-label={T.formLabel}>
      <ResumeField
        resumes={resumes}
        value={resumeId}
        error={errors.resumeId}
        onChange={(id) => {
          idempotencyKey.current = null;
          setChosenResume(id);
          setErrors(({ resumeId: _cleared, ...rest }) => rest);
        }}
      />
      {resumes.length === 0 && errors.resumeId?.length ? <ErrorText>{errors.resumeId.join(' ')}</ErrorText> : null}
      <Field label={T.targetRole} error={errors.targetRole} required>
        {(props) => (
          <Input {...props} value={values.targetRole} onChange={(event) => change('targetRole', event.target.value)} />
        )}
      </Field>
      <Field label={T.targetIndustry} error={errors.targetIndustry} required>
        {(props) => (
          <Select
            {...props}
            value={values.targetIndustry}
            onChange={(event) => change('targetIndustry', event.target.value as CritiqueRequestInput['targetIndustry'])}
          >
            <option value="">{T.chooseIndustry}</option>
            {CRITIQUE_INDUSTRY_NAMES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={T.notesLabel} hint={T.notesHint} error={errors.notes}>
        {(props) => (
          <TextArea
            {...props}
            rows={5}
            value={values.notes}
            onChange={(event) => change('notes', event.target.value)}
          />
        )}
      </Field>
      {failure ? (
        <Failure ref={failureRef} role="alert" tabIndex={-1}>
          <p>{failure.message}</p>
          {failure.billing ? <Link to={SEEKER_BILLING_PATH}>{T.addCard}</Link> : null}
        </Failure>
      ) : null}
      <EntitlementNote entitlement={entitlement} />
      <Button type="submit" disabled={entitlement.kind === 'unavailable' || request.isPending}>
        {request.isPending ? T.sending : CRITIQUE_MESSAGES.submit}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  max-width: 640px;
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
