import { SEEKER_PROFILE_LIMITS } from '@marketplace/contracts';
import { Card, VisuallyHidden } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { Check, FieldErrorList, Legend, type SectionForm } from './form-parts';
import { fieldId } from './profile-form';

/** Salary expectations: a yearly figure in US dollars, and whether employers see it. */
export function SalarySection({ form: { values, shown, set, touch } }: { form: SectionForm }) {
  return (
    <Card as="fieldset">
      <Legend>Salary expectations</Legend>
      <Field
        label={<VisuallyHidden>Salary expectations (USD per year)</VisuallyHidden>}
        error={shown('salaryExpectations')}
        id={fieldId('salaryExpectations')}
        hint="A whole number of US dollars per year."
      >
        {(props) => (
          <Input
            {...props}
            name="salaryExpectations"
            type="number"
            inputMode="numeric"
            min={SEEKER_PROFILE_LIMITS.salaryMin}
            max={SEEKER_PROFILE_LIMITS.salaryMax}
            step={1}
            value={values.salaryExpectations}
            onChange={(event) => set('salaryExpectations', event.target.value)}
            onBlur={() => touch('salaryExpectations')}
          />
        )}
      </Field>
      <Check>
        <input
          type="checkbox"
          id={fieldId('showSalaryExpectations')}
          name="showSalaryExpectations"
          checked={values.showSalaryExpectations}
          onChange={(event) => set('showSalaryExpectations', event.target.checked)}
        />
        Show my salary expectations to employers
      </Check>
      <FieldErrorList messages={shown('showSalaryExpectations')} />
    </Card>
  );
}
