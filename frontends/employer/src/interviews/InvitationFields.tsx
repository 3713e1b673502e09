import { useMemo } from 'react';
import { Field, Input, Select, TextArea } from '@marketplace/ui';
import type { InterviewUpdateRequest } from '@marketplace/contracts';
import { timeZoneOptions } from './interview-time';
import type { StageFormValues } from './stage-form';

type InvitationField = 'location' | 'meetingUrl' | 'messageToCandidate';

/** The field a failed rule is about, and its message (shown under that field as well as in the toast). */
export interface FieldProblem {
  field: keyof InterviewUpdateRequest;
  message: string;
}

const errorFor = (problem: FieldProblem | null, field: keyof InterviewUpdateRequest) =>
  problem?.field === field ? problem.message : null;

export interface TimeZoneFieldProps {
  value: string;
  problem: FieldProblem | null;
  onChange: (zone: string) => void;
}

/**
 * The interview's time zone: every IANA zone the browser knows, the interview's own (or, for an
 * interview without one, the browser's) chosen. Every time of the dialog is typed and read in it,
 * and the candidate's invitation states the time in it.
 */
export function TimeZoneField({ value, problem, onChange }: TimeZoneFieldProps) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <Field
      label="Time zone"
      hint="The times below are in this zone; the invitation shows the candidate the time in it."
      error={errorFor(problem, 'timeZone')}
    >
      {(props) => (
        <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export interface InvitationFieldsProps {
  values: Pick<StageFormValues, InvitationField>;
  problem: FieldProblem | null;
  onChange: (field: InvitationField, value: string) => void;
}

/**
 * Where and how the candidate joins, and the employer's message to them: all three go with the
 * calendar invitation and show on the candidate's applications page (the Notes never do).
 */
export function InvitationFields({ values, problem, onChange }: InvitationFieldsProps) {
  return (
    <>
      <Field
        label="Location"
        hint="An address, or how to meet (such as a phone call)."
        error={errorFor(problem, 'location')}
      >
        {(props) => (
          <Input {...props} value={values.location} onChange={(event) => onChange('location', event.target.value)} />
        )}
      </Field>
      <Field label="Meeting link" hint="A full https:// link to join online." error={errorFor(problem, 'meetingUrl')}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.meetingUrl}
            onChange={(event) => onChange('meetingUrl', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Message to the candidate"
        hint="Sent with the invitation and shown to the candidate."
        error={errorFor(problem, 'messageToCandidate')}
      >
        {(props) => (
          <TextArea
            {...props}
            rows={3}
            value={values.messageToCandidate}
            onChange={(event) => onChange('messageToCandidate', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
