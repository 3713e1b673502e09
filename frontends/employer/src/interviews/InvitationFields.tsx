import { useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Field, Input, Select, TextArea } from '@marketplace/ui/fields';
import { fieldMessages } from '@marketplace/ui/forms';
import { timeZoneOptions } from './interview-time';
import type { StageFormValues } from './stage-form';

type InvitationField = 'location' | 'meetingUrl' | 'messageToCandidate';

/** The form's errors: a failed rule's message, shown under its field as well as in the toast. */
export type StageFormErrors = FieldErrors<StageFormValues>;

export interface TimeZoneFieldProps {
  value: string;
  error: readonly string[] | undefined;
  onChange: (zone: string) => void;
}

/**
 * The interview's time zone: every IANA zone the browser knows, the interview's own (or, for an
 * interview without one, the browser's) chosen. Every time of the dialog is typed and read in it,
 * and the candidate's invitation states the time in it.
 */
export function TimeZoneField({ value, error, onChange }: TimeZoneFieldProps) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <Field
      label="Time zone"
      hint="The times below are in this zone; the invitation shows the candidate the time in it."
      error={error}
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
  errors: StageFormErrors;
  onChange: (field: InvitationField, value: string) => void;
}

/**
 * Where and how the candidate joins, and the employer's message to them: all three go with the
 * calendar invitation and show on the candidate's applications page (the Notes never do).
 */
export function InvitationFields({ values, errors, onChange }: InvitationFieldsProps) {
  return (
    <>
      <Field
        label="Location"
        hint="An address, or how to meet (such as a phone call)."
        error={fieldMessages(errors.location)}
      >
        {(props) => (
          <Input {...props} value={values.location} onChange={(event) => onChange('location', event.target.value)} />
        )}
      </Field>
      <Field label="Meeting link" hint="A full https:// link to join online." error={fieldMessages(errors.meetingUrl)}>
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
        error={fieldMessages(errors.messageToCandidate)}
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
