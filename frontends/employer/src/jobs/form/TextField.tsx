import { Field, Input } from '@marketplace/ui/fields';
import { FIELD_LABELS } from '../form-model';
import type { JobFormFields } from './useJobForm';

/** One of the job form's one-line text boxes, labelled as the form labels it. */
export function TextField({
  fields: { form, error },
  field,
  required,
  type = 'text',
  placeholder,
}: {
  fields: JobFormFields;
  field: 'title' | 'location' | 'website' | 'linkedinProfile';
  required?: boolean;
  type?: string;
  placeholder?: string;
}) {
  return (
    <Field label={FIELD_LABELS[field]} error={error(field)} required={required}>
      {(props) => <Input {...props} type={type} placeholder={placeholder} {...form.register(field)} />}
    </Field>
  );
}
