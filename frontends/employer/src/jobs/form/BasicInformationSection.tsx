import { JOB_CATEGORIES, LIMITS, jobSkillError, textLength } from '@marketplace/contracts';
import { SkillsPicker } from '@marketplace/jobs/skills-picker';
import { Card } from '@marketplace/ui';
import { Field, Select, TextArea } from '@marketplace/ui/fields';
import { FIELD_LABELS } from '../form-model';
import { Legend } from './styles';
import { TextField } from './TextField';
import type { JobFormFields } from './useJobForm';

/** The job's title, category, description, qualifications and skills. */
export function BasicInformationSection({ fields }: { fields: JobFormFields }) {
  const { form, error, touch } = fields;
  const [description, requirements, skills] = form.watch(['description', 'requirements', 'skills']);
  return (
    <Card as="fieldset">
      <Legend>Basic Information</Legend>
      <TextField fields={fields} field="title" required />
      <Field label={FIELD_LABELS.category} error={error('category')} required>
        {(props) => (
          <Select {...props} {...form.register('category')}>
            <option value="">Select a category</option>
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={FIELD_LABELS.description}
        error={error('description')}
        required
        hint={`At least ${LIMITS.jobDescriptionMin} characters (${textLength(description)}/${LIMITS.jobDescriptionMax}).`}
      >
        {(props) => <TextArea {...props} rows={8} {...form.register('description')} />}
      </Field>
      <Field
        label={FIELD_LABELS.requirements}
        error={error('requirements')}
        required
        hint={`At least ${LIMITS.jobRequirementsMin} characters (${textLength(requirements)}/${LIMITS.jobRequirementsMax}).`}
      >
        {(props) => <TextArea {...props} rows={5} {...form.register('requirements')} />}
      </Field>
      <SkillsPicker
        id="job-skills"
        label={FIELD_LABELS.skills}
        max={LIMITS.jobSkillsMax}
        skillError={jobSkillError}
        value={skills}
        onChange={(chosen) => {
          form.setValue('skills', chosen, { shouldDirty: true });
          touch('skills');
        }}
        error={error('skills')}
      />
    </Card>
  );
}
