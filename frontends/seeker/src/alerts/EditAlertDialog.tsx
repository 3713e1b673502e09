import { useState, type FormEvent } from 'react';
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
import { Button, Dialog, Field, Input, Select, useToast } from '@marketplace/ui';
import { parseJobSearch } from '../jobs/search-params';
import { useReplaceJobAlert } from './api';

/** The alert's search as the job search reads it (the same parser, so the filters mean the same). */
function paramsOf(alert: JobAlert): JobSearchParams {
  return parseJobSearch(new URLSearchParams(alert.query.replace(/^\?/, '')));
}

const FREQUENCY_LABELS: Record<JobAlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/**
 * Edits an alert's search and frequency with the filters of the job search (one value each, as
 * there). Loaded on demand by AlertsPage; a search another alert already has is refused (409) with
 * the server's message, shown here.
 */
export default function EditAlertDialog({ alert, onClose }: { alert: JobAlert; onClose: () => void }) {
  const toast = useToast();
  const [params, setParams] = useState<JobSearchParams>(() => paramsOf(alert));
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert.frequency);
  const [salaryMin, setSalaryMin] = useState(params.salaryMin ? String(params.salaryMin) : '');
  const save = useReplaceJobAlert({
    onSuccess: (saved) => {
      toast.show(`Alert updated: ${saved.label}`, { tone: 'success' });
      onClose();
    },
  });
  const change = (patch: Partial<JobSearchParams>) => setParams((current) => ({ ...current, ...patch }));
  const one = <T extends string>(value: string): T[] | undefined => (value ? [value as T] : undefined);
  const firstJobType = params.jobType?.[0];
  const error = save.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = Number(salaryMin);
    const search: JobSearchParams = {
      ...params,
      sort: undefined,
      salaryMin: params.salaryType && min > 0 ? Math.floor(min) : undefined,
    };
    save.mutate({ alert, body: { query: jobSearchQueryString(search), frequency } });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit job alert"
      description={`Change what "${alert.label}" looks for and how often we e-mail you.`}
    >
      <form onSubmit={submit} noValidate>
        {error && Object.keys(fieldErrors).length === 0 ? (
          <ErrorMessage role="alert">{isApiError(error) ? error.error : error.message}</ErrorMessage>
        ) : null}
        <Field label="Keywords" error={fieldErrors.query}>
          {(props) => (
            <Input
              {...props}
              type="search"
              placeholder="Title, company, skill…"
              value={params.q ?? ''}
              onChange={(event) => change({ q: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label="Category">
          {(props) => (
            <Select
              {...props}
              value={params.category?.[0] ?? ''}
              onChange={(event) => change({ category: one(event.target.value) })}
            >
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
            <Select
              {...props}
              value={firstJobType ? JOB_CARD_TYPE_BY_JOB_TYPE[firstJobType] : ''}
              onChange={(event) =>
                change({
                  jobType: event.target.value ? jobTypesOfCardType(event.target.value as JobCardType) : undefined,
                })
              }
            >
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
            <Select
              {...props}
              value={params.experienceLevel?.[0] ?? ''}
              onChange={(event) => change({ experienceLevel: one(event.target.value) })}
            >
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
            <Select
              {...props}
              value={params.salaryType ?? ''}
              onChange={(event) =>
                change({ salaryType: (event.target.value || undefined) as JobSearchParams['salaryType'] })
              }
            >
              <option value="">Any pay</option>
              {SALARY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SALARY_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Minimum pay" hint={params.salaryType ? undefined : 'Choose a salary type first'}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              inputMode="numeric"
              disabled={!params.salaryType}
              value={salaryMin}
              onChange={(event) => setSalaryMin(event.target.value)}
            />
          )}
        </Field>
        <Field label="Posted within">
          {(props) => (
            <Select
              {...props}
              value={params.postedWithinDays ? String(params.postedWithinDays) : ''}
              onChange={(event) =>
                change({ postedWithinDays: event.target.value ? Number(event.target.value) : undefined })
              }
            >
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
            <input
              type="checkbox"
              checked={params.remote ?? false}
              onChange={(event) => change({ remote: event.target.checked || undefined })}
            />{' '}
            Remote only
          </label>
          <label>
            <input
              type="checkbox"
              checked={params.flexible ?? false}
              onChange={(event) => change({ flexible: event.target.checked || undefined })}
            />{' '}
            Flexible hours
          </label>
        </Checks>
        <Field label="E-mail me new matches" error={fieldErrors.frequency}>
          {(props) => (
            <Select
              {...props}
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
            >
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
