import { SEEKER_PROFILE_LIMITS, jobSkillError } from '@marketplace/contracts';
// Its own entry point: through the jobs index it would join the code the public /jobs page loads.
import { SkillsPicker } from '@marketplace/jobs/skills-picker';
import { Card } from '@marketplace/ui';
import { Legend, type SectionForm } from './form-parts';
import { fieldId } from './profile-form';

/** Skills: the shared picker; each change counts as touched, so its message shows at once. */
export function SkillsSection({ form: { values, shown, set, touch } }: { form: SectionForm }) {
  return (
    <Card as="fieldset">
      <Legend>Skills</Legend>
      <SkillsPicker
        id={fieldId('skills')}
        label="Skills"
        hideLabel
        max={SEEKER_PROFILE_LIMITS.skillsMax}
        skillError={jobSkillError}
        value={values.skills}
        onChange={(skills) => {
          set('skills', skills);
          touch('skills');
        }}
        error={shown('skills')}
      />
    </Card>
  );
}
