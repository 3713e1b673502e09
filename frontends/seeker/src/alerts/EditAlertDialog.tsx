import { useState } from 'react';
import { useForm, type FieldError, type UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_ALERT_FREQUENCIES,
  JOB_CARD_TYPES,
  JOB_CARD_TYPE_BY_JOB_TYPE,
  JOB_CARD_TYPE_LABELS,
  JOB_CATEGORIES,
  POSTED_WITHIN_DAYS_CHOICES,
  SALARY_TYPES,
  jobSearchQueryString,
  jobTypesOfCardType,
  type JobAlert,
  type JobAlertFrequency,
  type JobCardType,
  type JobSearchParams,
} from '@marketplace/contracts';
import { isApiError } from '@marketplace/api-client';
import { SALARY_TYPE_LABELS } from '@marketplace/jobs';
import { Button, Dialog, useToast } from '@marketplace/ui';
import { Field, Input, Select } from '@marketplace/ui/fields';
import { fieldMessages, showServerErrors } from '@marketplace/ui/forms';
import { parseJobSearch } from '../jobs/search-params';
import { useReplaceJobAlert } from './api';

/** The alert's search as the job search reads it (the same parser, so the filters mean the same). */
function paramsOf(alert: JobAlert): JobSearchParams {
  return parseJobSearch(new URLSearchParams(alert.query.replace(/^\?/, '')));
}

const FREQUENCY_LABELS: Record<JobAlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** The dialog's fields: one value per filter, as the job search's own controls hold them. */
interface AlertForm {
  q: string;
  category: string;
  cardType: JobCardType | '';
  experienceLevel: string;
  salaryType: string;
  salaryMin: string;
  postedWithinDays: string;
  remote: boolean;
  flexible: boolean;
  frequency: JobAlertFrequency;
}

function formOf(params: JobSearchParams, frequency: JobAlertFrequency): AlertForm {
  const firstJobType = params.jobType?.[0];
  return {
    q: params.q ?? '',
    category: params.category?.[0] ?? '',
    cardType: firstJobType ? JOB_CARD_TYPE_BY_JOB_TYPE[firstJobType] : '',
    experienceLevel: params.experienceLevel?.[0] ?? '',
    salaryType: params.salaryType ?? '',
    salaryMin: params.salaryMin ? String(params.salaryMin) : '',
    postedWithinDays: params.postedWithinDays ? String(params.postedWithinDays) : '',
    remote: params.remote ?? false,
    flexible: params.flexible ?? false,
    frequency,
  };
}

/**
 * The search the form describes. A multi-valued filter the seeker left as it was keeps all its
 * values; the dialog shows only the first.
 */
function searchOf(params: JobSearchParams, values: AlertForm, changed: (field: keyof AlertForm) => boolean) {
  const one = <T extends string>(value: string): T[] | undefined => (value ? [value as T] : undefined);
  const min = Number(values.salaryMin ?? '');
  const search: JobSearchParams = {
    ...params,
    q: values.q || undefined,
    category: changed('category') ? one(values.category) : params.category,
    jobType: changed('cardType') ? (values.cardType ? jobTypesOfCardType(values.cardType) : undefined) : params.jobType,
    experienceLevel: changed('experienceLevel') ? one(values.experienceLevel) : params.experienceLevel,
    salaryType: (values.salaryType || undefined) as JobSearchParams['salaryType'],
    postedWithinDays: values.postedWithinDays ? Number(values.postedWithinDays) : undefined,
    remote: values.remote || undefined,
    flexible: values.flexible || undefined,
    sort: undefined,
  };
  search.salaryMin = search.salaryType && min > 0 ? Math.floor(min) : undefined;
  return search;
}

/**
 * Edits an alert's search and frequency with the filters of the job search (one value each, as
 * there). Loaded on demand by AlertsPage; a search another alert already has is refused (409) with
 * the server's message, shown here.
 */
export default function EditAlertDialog({ alert, onClose }: { alert: JobAlert; onClose: () => void }) {
  const toast = useToast();
  const [params] = useState<JobSearchParams>(() => paramsOf(alert));
  const [initial] = useState(() => formOf(params, alert.frequency));
  const form = useForm<AlertForm>({ defaultValues: initial });
  const { errors } = form.formState;
  const save = useReplaceJobAlert({
    onSuccess: (saved) => {
      toast.show(`Alert updated: ${saved.label}`, { tone: 'success' });
      onClose();
    },
    onError: (failed) => {
      // The search as a whole is the query the server judged: its message goes under the keywords.
      if (isApiError(failed)) {
        const { query, frequency } = failed.fieldErrors;
        showServerErrors({ ...(query ? { q: query } : {}), ...(frequency ? { frequency } : {}) }, form.setError);
      }
    },
  });
  const error = save.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};

  const submit = form.handleSubmit((values) => {
    const search = searchOf(params, values, (field) => values[field] !== initial[field]);
    save.mutate({ alert, body: { query: jobSearchQueryString(search), frequency: values.frequency } });
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit job alert"
      description={`Change what "${alert.label}" looks for and how often we e-mail you.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error && Object.keys(fieldErrors).length === 0 ? (
          <ErrorMessage role="alert">{isApiError(error) ? error.error : error.message}</ErrorMessage>
        ) : null}
        <AlertSearchFields register={form.register} salaryType={form.watch('salaryType')} queryError={errors.q} />
        <Field label="E-mail me new matches" error={fieldMessages(errors.frequency)}>
          {(props) => (
            <Select {...props} {...form.register('frequency')}>
              {JOB_ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {FREQUENCY_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save changes
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

/** The alert's filters, the job search's own: keywords, category, type, level, pay, age, remote, hours. */
function AlertSearchFields({
  register,
  salaryType,
  queryError,
}: {
  register: UseFormRegister<AlertForm>;
  salaryType: string;
  queryError?: FieldError;
}) {
  return (
    <>
      <Field label="Keywords" error={fieldMessages(queryError)}>
        {(props) => <Input {...props} type="search" placeholder="Title, company, skill…" {...register('q')} />}
      </Field>
      <Field label="Category">
        {(props) => (
          <Select {...props} {...register('category')}>
            <option value="">Any category</option>
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Job type">
        {(props) => (
          <Select {...props} {...register('cardType')}>
            <option value="">Any type</option>
            {JOB_CARD_TYPES.map((type) => (
              <option key={type} value={type}>
                {JOB_CARD_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Experience level">
        {(props) => (
          <Select {...props} {...register('experienceLevel')}>
            <option value="">Any level</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {EXPERIENCE_LEVEL_LABELS[level]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Salary type">
        {(props) => (
          <Select {...props} {...register('salaryType')}>
            <option value="">Any pay</option>
            {SALARY_TYPES.map((type) => (
              <option key={type} value={type}>
                {SALARY_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Minimum pay" hint={salaryType ? undefined : 'Choose a salary type first'}>
        {(props) => (
          <Input
            {...props}
            type="number"
            min={1}
            inputMode="numeric"
            disabled={!salaryType}
            {...register('salaryMin')}
          />
        )}
      </Field>
      <Field label="Posted within">
        {(props) => (
          <Select {...props} {...register('postedWithinDays')}>
            <option value="">Any time</option>
            {POSTED_WITHIN_DAYS_CHOICES.map((days) => (
              <option key={days} value={String(days)}>
                {days === 1 ? 'Last 24 hours' : `Last ${days} days`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Checks>
        <label>
          <input type="checkbox" {...register('remote')} /> Remote only
        </label>
        <label>
          <input type="checkbox" {...register('flexible')} /> Flexible hours
        </label>
      </Checks>
    </>
  );
}

const Checks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorMessage = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
