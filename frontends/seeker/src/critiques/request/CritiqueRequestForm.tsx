import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CRITIQUE_INDUSTRY_NAMES,
  CRITIQUE_MESSAGES,
  SEEKER_BILLING_PATH,
  validateCritiqueRequest,
  type CritiqueEntitlement,
  type CritiqueRequestInput,
} from '@marketplace/contracts';
import { errorMessage, isApiError, serverMessageOr } from '@marketplace/api-client';
import { Button, ErrorState, Skeleton, useToast } from '@marketplace/ui';
import { Field, FieldErrorText, FormMessages, Input, Select, TextArea } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
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

/** The form's values: the resume stays null until the seeker picks one. */
type FormValues = Omit<CritiqueRequestInput, 'resumeId'> & { resumeId: string | null };

const EMPTY: FormValues = { resumeId: null, targetRole: '', targetIndustry: '', notes: '' };

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
  const [failure, setFailure] = useState<{ messages: readonly string[]; billing: boolean } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // One key per request the seeker means: kept while they retry the same input, new after a change or a success.
  const idempotencyKey = useRef<string | null>(null);
  // Unchosen (null), the resume is the first ready one, whatever the profile holds when it is read.
  const withResume = (values: FormValues): CritiqueRequestInput => ({
    ...values,
    resumeId: values.resumeId ?? firstReadyResume(resumes),
  });
  const form = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver: contractResolver((values) => validateCritiqueRequest(withResume(values))),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const request = useRequestCritique({
    onSuccess: () => {
      toast.show(CRITIQUE_MESSAGES.requested, { tone: 'success' });
      idempotencyKey.current = null;
      form.reset(EMPTY);
      onRequested();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length) {
        const known = (name: string): name is FormField => (FIELDS as readonly string[]).includes(name);
        const entries = Object.entries(error.fieldErrors);
        showServerErrors(Object.fromEntries(entries.filter(([name]) => known(name))), form.setError);
        const rest = entries.filter(([name]) => !known(name)).flatMap(([, messages]) => messages);
        if (rest.length) setFailure({ messages: rest, billing: false });
        return;
      }
      const code = isApiError(error) ? error.code : null;
      setFailure({ messages: [serverMessageOr(error, T.requestFailed)], billing: BILLING_CODES.includes(code ?? '') });
    },
  });

  // A change means another request: a new key, and the field's old message goes until the next send.
  const changed = (field: FormField) => () => {
    idempotencyKey.current = null;
    form.clearErrors(field);
  };

  const submit = form.handleSubmit((values) => {
    idempotencyKey.current ??= crypto.randomUUID();
    request.mutate({ ...withResume(values), idempotencyKey: idempotencyKey.current });
  });

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
    <Form
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      noValidate
      aria-label={T.formLabel}
    >
      <Controller
        control={form.control}
        name="resumeId"
        render={({ field }) => (
          <ResumeField
            resumes={resumes}
            value={field.value ?? firstReadyResume(resumes)}
            error={fieldMessages(errors.resumeId)}
            onChange={(id) => {
              changed('resumeId')();
              field.onChange(id);
            }}
          />
        )}
      />
      {resumes.length === 0 ? <ErrorText messages={fieldMessages(errors.resumeId)} /> : null}
      <Field label={T.targetRole} error={fieldMessages(errors.targetRole)} required>
        {(props) => <Input {...props} {...form.register('targetRole', { onChange: changed('targetRole') })} />}
      </Field>
      <Field label={T.targetIndustry} error={fieldMessages(errors.targetIndustry)} required>
        {(props) => (
          <Select {...props} {...form.register('targetIndustry', { onChange: changed('targetIndustry') })}>
            <option value="">{T.chooseIndustry}</option>
            {CRITIQUE_INDUSTRY_NAMES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={T.notesLabel} hint={T.notesHint} error={fieldMessages(errors.notes)}>
        {(props) => <TextArea {...props} rows={5} {...form.register('notes', { onChange: changed('notes') })} />}
      </Field>
      {failure ? (
        <Failure ref={failureRef} role="alert" tabIndex={-1}>
          <FormMessages messages={failure.messages} />
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

const ErrorText = styled(FieldErrorText)`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;
