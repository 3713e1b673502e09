import { SEEKER_PROFILE_LIMITS } from '@marketplace/contracts';
import { Button, Card } from '@marketplace/ui';
import { EducationEntryFields } from './EducationEntryFields';
import { FieldErrorList, Legend } from './form-parts';
import { educationKey, fieldId, newEducationEntry, type EducationField } from './profile-form';
import type { ProfileForm } from './useProfileForm';

type EducationForm = Pick<
  ProfileForm,
  'values' | 'shown' | 'touch' | 'clearServerError' | 'editEducation' | 'forgetIndexed' | 'focusLater'
>;

/** Education: a list of entries up to the limit; a new entry's institution box takes focus. */
export function EducationSection({ form }: { form: EducationForm }) {
  const { values, shown, touch, clearServerError, editEducation, forgetIndexed, focusLater } = form;

  const setEntry = (index: number, field: EducationField, value: string) => {
    editEducation((entries) => entries.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)));
    clearServerError(educationKey(index, field));
  };

  return (
    <Card as="fieldset" id={fieldId('education')} tabIndex={-1}>
      <Legend>Education</Legend>
      <FieldErrorList messages={shown('education')} />
      {values.education.map((entry, index) => (
        <EducationEntryFields
          key={entry.key}
          entry={entry}
          index={index}
          shown={shown}
          onChange={(field, value) => setEntry(index, field, value)}
          onTouch={(field) => touch(educationKey(index, field))}
          onRemove={() => {
            editEducation((entries) => entries.filter((_e, at) => at !== index));
            forgetIndexed('education.');
          }}
        />
      ))}
      {values.education.length < SEEKER_PROFILE_LIMITS.educationMax ? (
        <Button
          $variant="secondary"
          onClick={() => {
            focusLater(educationKey(values.education.length, 'institution'));
            editEducation((entries) => [...entries, newEducationEntry()]);
          }}
        >
          Add education
        </Button>
      ) : null}
    </Card>
  );
}
