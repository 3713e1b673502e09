import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@marketplace/ui';
import { FieldErrorText, Input, TextArea } from '@marketplace/ui/fields';

export interface ListEditorProps {
  /** The list's name, also its items' names: 'Formatting feedback' labels 'Formatting feedback 1'. */
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** The messages for the whole list ('sections.content.feedback'). */
  error?: readonly string[];
  maxLength?: number;
}

/** A list of texts to add to, edit in place and remove from (a section's feedback or suggestions). */
export function ListEditor({ label, items, onChange, error = [], maxLength }: ListEditorProps) {
  const headingId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft.trim() === '') return;
    onChange([...items, draft.trim()]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item here; it never submits the workbench form.
    event.preventDefault();
    add();
  };
  return (
    <Group role="group" aria-labelledby={headingId} aria-describedby={error.length ? errorId : undefined}>
      <Heading id={headingId}>{label}</Heading>
      {items.length > 0 ? (
        <Items>
          {items.map((item, index) => {
            const name = `${label} ${index + 1}`;
            return (
              <li key={index}>
                <TextArea
                  aria-label={name}
                  rows={2}
                  value={item}
                  maxLength={maxLength}
                  aria-invalid={error.length ? true : undefined}
                  onChange={(event) => onChange(items.map((old, at) => (at === index ? event.target.value : old)))}
                />
                <Button $variant="ghost" onClick={() => onChange(items.filter((_, at) => at !== index))}>
                  Remove<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </Items>
      ) : null}
      <AddRow>
        <Input
          aria-label={`New ${label.toLowerCase()}`}
          value={draft}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button $variant="secondary" onClick={add} disabled={draft.trim() === ''}>
          Add<VisuallyHidden> to {label.toLowerCase()}</VisuallyHidden>
        </Button>
      </AddRow>
      <ErrorText id={errorId} messages={error} />
    </Group>
  );
}

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Heading = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A list's messages under it, one a line. */
export const ErrorText = styled(FieldErrorText)`
  margin-top: ${({ theme }) => theme.space.xs};
`;
