import { SEEKER_PROFILE_LIMITS, textLength } from '@marketplace/contracts';
import { Card, VisuallyHidden } from '@marketplace/ui';
import { Field, TextArea } from '@marketplace/ui/fields';
import { Legend, type SectionForm } from './form-parts';
import { fieldId } from './profile-form';

/** About me: free text with a running character count. */
export function AboutMeSection({ form: { values, shown, set, touch } }: { form: SectionForm }) {
  return (
    <Card as="fieldset">
      <Legend>About me</Legend>
      {/* A section of one field: its legend is its visible label, said once. */}
      <Field
        label={<VisuallyHidden>About me</VisuallyHidden>}
        error={shown('aboutMe')}
        id={fieldId('aboutMe')}
        hint={`${textLength(values.aboutMe)}/${SEEKER_PROFILE_LIMITS.aboutMeMax} characters`}
      >
        {(props) => (
          <TextArea
            {...props}
            name="aboutMe"
            rows={6}
            value={values.aboutMe}
            onChange={(event) => set('aboutMe', event.target.value)}
            onBlur={() => touch('aboutMe')}
          />
        )}
      </Field>
    </Card>
  );
}
