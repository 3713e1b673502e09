import { Card } from '@marketplace/ui';
import { Check, FieldErrorList, Hint, Legend, type SectionForm } from './form-parts';
import { fieldId } from './profile-form';

/** Visibility: whether employers can find the profile in talent search. */
export function VisibilitySection({ form: { values, shown, set } }: { form: Omit<SectionForm, 'touch'> }) {
  return (
    <Card as="fieldset">
      <Legend>Visibility</Legend>
      <Check>
        <input
          type="checkbox"
          id={fieldId('visibleToEmployers')}
          name="visibleToEmployers"
          checked={values.visibleToEmployers}
          onChange={(event) => set('visibleToEmployers', event.target.checked)}
        />
        Let employers find my profile and invite me to apply
      </Check>
      <Hint>Employers you apply to see your profile either way.</Hint>
      <FieldErrorList messages={shown('visibleToEmployers')} />
    </Card>
  );
}
