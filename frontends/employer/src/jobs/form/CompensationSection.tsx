import { LIMITS, SALARY_TYPES } from '@marketplace/contracts';
import { SALARY_TYPE_LABELS } from '@marketplace/jobs';
import { Card } from '@marketplace/ui';
import { Field, Input, Select } from '@marketplace/ui/fields';
import { FIELD_LABELS } from '../form-model';
import { Legend, Row } from './styles';
import type { JobFormFields } from './useJobForm';

/** The pay range and how it is counted. */
export function CompensationSection({ fields }: { fields: JobFormFields }) {
  const { form, error, touch } = fields;
  // The min/max pair messages concern both boxes, so leaving either shows both, and a change checks both.
  const touchSalary = () => {
    touch('salaryMin');
    touch('salaryMax');
  };
  const amount = (field: 'salaryMin' | 'salaryMax', other: 'salaryMin' | 'salaryMax') => (
    <Field label={FIELD_LABELS[field]} error={error(field)} required>
      {(props) => (
        <Input
          {...props}
          type="number"
          inputMode="decimal"
          min={LIMITS.salaryMin}
          max={LIMITS.salaryMax}
          {...form.register(field, { onBlur: touchSalary, deps: [other] })}
        />
      )}
    </Field>
  );
  return (
    <Card as="fieldset">
      <Legend>Compensation</Legend>
      <Row>
        {amount('salaryMin', 'salaryMax')}
        {amount('salaryMax', 'salaryMin')}
        <Field label={FIELD_LABELS.salaryType} error={error('salaryType')} required>
          {(props) => (
            <Select {...props} {...form.register('salaryType')}>
              {SALARY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SALARY_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Row>
    </Card>
  );
}
