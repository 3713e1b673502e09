import {
  AVAILABILITY_LABELS,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  SEEKER_PROFILE_LIMITS,
  formatPhone,
} from '@marketplace/contracts';
import { Card } from '@marketplace/ui';
import { Field, Input, Select } from '@marketplace/ui/fields';
import { Legend, Row, type SectionForm } from './form-parts';
import { fieldId, type ProfileFormState } from './profile-form';

/** Basics: headline, location, phone, availability and experience level. */
export function BasicsSection({ form }: { form: SectionForm }) {
  const { values, shown, set, touch } = form;
  return (
    <Card as="fieldset">
      <Legend>Basics</Legend>
      <ShortText
        form={form}
        field="headline"
        label="Headline"
        max={SEEKER_PROFILE_LIMITS.headlineMax}
        placeholder="Project coordinator returning after parental leave"
      />
      <ShortText
        form={form}
        field="location"
        label="Location"
        max={SEEKER_PROFILE_LIMITS.locationMax}
        placeholder="City, or Remote"
      />
      <Field label="Phone" error={shown('phone')} id={fieldId('phone')}>
        {(props) => (
          <Input
            {...props}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            value={values.phone}
            onChange={(event) => set('phone', formatPhone(event.target.value))}
            onBlur={() => touch('phone')}
          />
        )}
      </Field>
      <Row>
        <Field label="Availability" error={shown('availability')} id={fieldId('availability')}>
          {(props) => (
            <Select
              {...props}
              name="availability"
              value={values.availability}
              onChange={(event) => set('availability', event.target.value as ProfileFormState['availability'])}
              onBlur={() => touch('availability')}
            >
              <option value="">Choose your availability</option>
              {AVAILABILITY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {AVAILABILITY_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Experience level" error={shown('experienceLevel')} id={fieldId('experienceLevel')}>
          {(props) => (
            <Select
              {...props}
              name="experienceLevel"
              value={values.experienceLevel}
              onChange={(event) => set('experienceLevel', event.target.value as ProfileFormState['experienceLevel'])}
              onBlur={() => touch('experienceLevel')}
            >
              <option value="">Choose an experience level</option>
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {EXPERIENCE_LEVEL_LABELS[level]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Row>
    </Card>
  );
}

interface ShortTextProps {
  form: SectionForm;
  field: 'headline' | 'location';
  label: string;
  max: number;
  placeholder: string;
}

/** A one-line text box with its length limit as the hint. */
function ShortText({ form: { values, shown, set, touch }, field, label, max, placeholder }: ShortTextProps) {
  return (
    <Field label={label} error={shown(field)} id={fieldId(field)} hint={`Up to ${max} characters.`}>
      {(props) => (
        <Input
          {...props}
          name={field}
          placeholder={placeholder}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => touch(field)}
        />
      )}
    </Field>
  );
}
