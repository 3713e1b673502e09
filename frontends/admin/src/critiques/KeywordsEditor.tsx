import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CRITIQUE_LIMITS, type KeywordsSectionInput } from '@marketplace/contracts';
import { Badge, Button, VisuallyHidden } from '@marketplace/ui';
import { Input } from '@marketplace/ui/fields';
import { AddRow, ErrorText, Heading } from './ListEditor';

interface ChipListProps {
  label: string;
  keywords: string[];
  onChange: (keywords: string[]) => void;
  error?: readonly string[];
}

/** Keywords as chips: each removable, new ones added one at a time (a keyword already listed is not added twice). */
function KeywordChips({ label, keywords, onChange, error = [] }: ChipListProps) {
  const headingId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const keyword = draft.trim();
    if (keyword === '') return;
    if (!keywords.some((known) => known.toLowerCase() === keyword.toLowerCase())) onChange([...keywords, keyword]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Group role="group" aria-labelledby={headingId} aria-describedby={error.length ? errorId : undefined}>
      <Heading id={headingId}>{label}</Heading>
      {keywords.length > 0 ? (
        <Chips aria-label={label}>
          {keywords.map((keyword, index) => (
            <li key={`${keyword}-${index}`}>
              <Badge $tone="neutral">
                {keyword}
                <RemoveChip
                  $variant="ghost"
                  onClick={() => onChange(keywords.filter((_, at) => at !== index))}
                  aria-label={`Remove ${keyword} from ${label.toLowerCase()}`}
                >
                  ×
                </RemoveChip>
              </Badge>
            </li>
          ))}
        </Chips>
      ) : (
        <None>None</None>
      )}
      <AddRow>
        <Input
          aria-label={`New ${label.toLowerCase().replace(/s$/, '')}`}
          value={draft}
          maxLength={CRITIQUE_LIMITS.keywordMax}
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

export interface KeywordsEditorProps {
  section: KeywordsSectionInput;
  onChange: (list: 'missingKeywords' | 'industryKeywords', keywords: string[]) => void;
  errors: Record<string, string[]>;
}

/** The Keywords section's two lists, prefilled by the server from the resume's text and the industry. */
export function KeywordsEditor({ section, onChange, errors }: KeywordsEditorProps) {
  return (
    <>
      <KeywordChips
        label="Missing keywords"
        keywords={section.missingKeywords}
        onChange={(keywords) => onChange('missingKeywords', keywords)}
        error={errors['sections.keywords.missingKeywords']}
      />
      <KeywordChips
        label="Industry keywords"
        keywords={section.industryKeywords}
        onChange={(keywords) => onChange('industryKeywords', keywords)}
        error={errors['sections.keywords.industryKeywords']}
      />
    </>
  );
}

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const RemoveChip = styled(Button)`
  min-height: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  margin-left: ${({ theme }) => theme.space.xs};
  line-height: 1;
`;

const None = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;
