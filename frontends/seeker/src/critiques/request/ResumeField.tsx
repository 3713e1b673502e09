import { Link } from 'react-router';
import type { ResumeSummary } from '@marketplace/contracts';
import { Field, Select } from '@marketplace/ui/fields';
import { Muted } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';

/** Where a seeker uploads resume versions. */
export const PROFILE_PATH = '/seeker/profile';

export interface ResumeFieldProps {
  resumes: readonly ResumeSummary[];
  value: string;
  error?: string | readonly string[];
  onChange: (resumeId: string) => void;
}

/** The resume version to critique: ready versions only (one still being read cannot be reviewed yet). */
export function ResumeField({ resumes, value, error, onChange }: ResumeFieldProps) {
  if (resumes.length === 0)
    return (
      <Muted role="note">
        {T.noResume} <Link to={PROFILE_PATH}>{T.uploadResume}</Link>.
      </Muted>
    );
  return (
    <Field label={T.resumeLabel} error={error} required>
      {(props) => (
        <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{T.chooseResume}</option>
          {resumes.map((resume) => (
            <option key={resume.id} value={resume.id} disabled={resume.status !== 'ready'}>
              {resume.status === 'ready' ? resume.name : `${resume.name} (${T.processing})`}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The version chosen at first: the default one when it is ready, else the first ready one. */
export function firstReadyResume(resumes: readonly ResumeSummary[]): string {
  const ready = resumes.filter((resume) => resume.status === 'ready');
  return (ready.find((resume) => resume.isDefault) ?? ready[0])?.id ?? '';
}
