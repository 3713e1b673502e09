import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/ui';
import { Field, Input, TextArea } from '@marketplace/ui/fields';
import { Row } from './form-parts';
import { educationKey, fieldId, type EducationField, type EducationFormEntry } from './profile-form';

export interface EducationEntryFieldsProps {
  entry: EducationFormEntry;
  index: number;
  shown(field: string): string[] | null;
  onChange(field: EducationField, value: string): void;
  onTouch(field: EducationField): void;
  onRemove(): void;
}

const EDUCATION_LABELS: Record<EducationField, string> = {
  institution: 'Institution',
  certifications: 'Degree or certifications',
  startDate: 'Start month',
  endDate: 'End month',
  notes: 'Notes',
};

/** One education entry: its boxes, numbered from 1, and its Remove button. */
export function EducationEntryFields({ entry, index, shown, onChange, onTouch, onRemove }: EducationEntryFieldsProps) {
  const number = index + 1;
  const field = (
    name: EducationField,
    control: (props: { id: string; name: string }) => ReactNode,
    required = false,
  ) => (
    <Field
      label={EDUCATION_LABELS[name]}
      error={shown(educationKey(index, name))}
      id={fieldId(educationKey(index, name))}
      required={required}
    >
      {(props) => control({ ...props, name: educationKey(index, name) })}
    </Field>
  );
  return (
    <Entry>
      <EntryLegend>Education {number}</EntryLegend>
      {field(
        'institution',
        (props) => (
          <Input
            {...props}
            value={entry.institution}
            onChange={(event) => onChange('institution', event.target.value)}
            onBlur={() => onTouch('institution')}
          />
        ),
        true,
      )}
      {field('certifications', (props) => (
        <Input
          {...props}
          value={entry.certifications}
          onChange={(event) => onChange('certifications', event.target.value)}
          onBlur={() => onTouch('certifications')}
        />
      ))}
      <Row>
        {(['startDate', 'endDate'] as const).map((name) => (
          <div key={name}>
            {field(name, (props) => (
              <Input
                {...props}
                type="month"
                placeholder="YYYY-MM"
                value={entry[name]}
                onChange={(event) => {
                  onChange(name, event.target.value);
                  // A picked month is final, so its message (end before start) shows at once.
                  onTouch(name);
                }}
                onBlur={() => onTouch(name)}
              />
            ))}
          </div>
        ))}
      </Row>
      {field('notes', (props) => (
        <TextArea
          {...props}
          rows={3}
          value={entry.notes}
          onChange={(event) => onChange('notes', event.target.value)}
          onBlur={() => onTouch('notes')}
        />
      ))}
      <Button $variant="ghost" onClick={onRemove} aria-label={`Remove education ${number}`}>
        Remove
      </Button>
    </Entry>
  );
}

const Entry = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const EntryLegend = styled.legend`
  font-weight: 600;
  padding: 0 ${({ theme }) => theme.space.xs};
`;
