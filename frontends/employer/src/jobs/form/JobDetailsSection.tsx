import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_TYPES,
  JOB_TYPE_CARD_HINT,
  formatPhone,
} from '@marketplace/contracts';
import { JOB_TYPE_LABELS } from '@marketplace/jobs';
import { Card } from '@marketplace/ui';
import { Field, Input, Select, TextArea } from '@marketplace/ui/fields';
import { FIELD_LABELS } from '../form-model';
import { Check, Legend } from './styles';
import { TextField } from './TextField';
import type { JobFormFields } from './useJobForm';

/** Where and how the job is done, its deadline and benefits, and how the company shows and is reached. */
export function JobDetailsSection({ fields }: { fields: JobFormFields }) {
  const { form, error, touch, today } = fields;
  return (
    <Card as="fieldset">
      <Legend>Job Details</Legend>
      <TextField fields={fields} field="location" required placeholder="Remote, or a city" />
      <Field label={FIELD_LABELS.jobType} error={error('jobType')} hint={JOB_TYPE_CARD_HINT} required>
        {(props) => (
          <Select {...props} {...form.register('jobType')}>
            <option value="">Select a job type</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {JOB_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={FIELD_LABELS.experienceLevel} error={error('experienceLevel')} required>
        {(props) => (
          <Select {...props} {...form.register('experienceLevel')}>
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
        <input type="checkbox" {...form.register('isFlexible')} />
        Flexible hours
      </Check>
      <Field label={FIELD_LABELS.applicationDeadline} error={error('applicationDeadline')}>
        {(props) => (
          <Input
            {...props}
            type="date"
            min={today}
            {...form.register('applicationDeadline', { onChange: () => touch('applicationDeadline') })}
          />
        )}
      </Field>
      <Field label={FIELD_LABELS.benefits} error={error('benefits')}>
        {(props) => <TextArea {...props} rows={3} {...form.register('benefits')} />}
      </Field>
      <TextField fields={fields} field="website" type="url" placeholder="https://" />
      <TextField fields={fields} field="linkedinProfile" type="url" placeholder="https://www.linkedin.com/company/…" />
      <Field label={FIELD_LABELS.contactPhone} error={error('contactPhone')}>
        {(props) => (
          <Input
            {...props}
            type="tel"
            inputMode="tel"
            placeholder="(555) 123-4567"
            {...form.register('contactPhone', {
              onChange: (event: { target: { value: string } }) =>
                form.setValue('contactPhone', formatPhone(event.target.value)),
            })}
          />
        )}
      </Field>
      <Check>
        <input type="checkbox" {...form.register('isCompanyPrivate')} />
        Keep my company private (seekers see 'Private Company', without logo, website or LinkedIn)
      </Check>
    </Card>
  );
}
