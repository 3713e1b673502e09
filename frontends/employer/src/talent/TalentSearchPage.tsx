import { Suspense, lazy, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  formatTalentCount,
  readTalentSearchQuery,
  talentSearchQueryString,
  type Availability,
  type ExperienceLevel,
  type FieldErrors,
  type TalentCard,
  type TalentSearchParams,
} from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import {
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  Spinner,
  useDocumentTitle,
} from '@marketplace/ui';
import { Field, FieldErrorText, Input } from '@marketplace/ui/fields';
import { useTalentSearch } from './api';
import { parseTalentSearch, skillsFromText } from './search-params';

// Not on first paint: the Professional Profile loads when the first card is opened.
const TalentProfileDialog = lazy(() =>
  import('./TalentProfileDialog').then((m) => ({ default: m.TalentProfileDialog })),
);

const SKELETON_CARDS = 4;

interface FormState {
  q: string;
  skills: string;
  availability: Availability[];
  experienceLevel: ExperienceLevel[];
}

/**
 * `/employer/talent`: search seekers who let employers find them by keywords, skills, availability
 * and experience level, the search in the URL as job search keeps it; most recently updated first,
 * keyset pages behind Load more. A card opens the Professional Profile.
 */
export function TalentSearchPage() {
  useDocumentTitle('Talent');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseTalentSearch(searchParams);
  const results = useTalentSearch(search);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <section aria-labelledby="talent-title">
      <PageTitle id="talent-title">Talent</PageTitle>
      <PageLead>
        Seekers who let employers find them. Open a profile to see their experience and invite them to one of your jobs.
      </PageLead>

      <TalentSearchForm search={search} onSearch={setSearchParams} />
      <TalentResults results={results} onOpen={setOpenId} />

      {openId ? (
        <Suspense fallback={<Spinner label="Loading the profile…" />}>
          <TalentProfileDialog talentId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The search as typed; checked by the contract's rules before it goes to the URL, and following the URL back. */
function TalentSearchForm({ search, onSearch }: { search: TalentSearchParams; onSearch: (query: string) => void }) {
  const searchKey = talentSearchQueryString(search);
  const fromUrl = (): FormState => ({
    q: search.q ?? '',
    skills: (search.skill ?? []).join(', '),
    availability: [...(search.availability ?? [])],
    experienceLevel: [...(search.experienceLevel ?? [])],
  });
  const [form, setForm] = useState<FormState>(fromUrl);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Back and forward change the URL: the form follows it.
  useEffect(() => {
    setForm(fromUrl());
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fromUrl reads `search`, keyed by searchKey
  }, [searchKey]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const params = {
      q: form.q,
      skill: skillsFromText(form.skills),
      availability: form.availability,
      experienceLevel: form.experienceLevel,
    };
    const read = readTalentSearchQuery(params);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    onSearch(talentSearchQueryString(params));
  }

  const toggle = <K extends 'availability' | 'experienceLevel'>(key: K, value: FormState[K][number]) =>
    setForm((current) => {
      const list = current[key] as string[];
      return { ...current, [key]: list.includes(value) ? list.filter((item) => item !== value) : [...list, value] };
    });

  return (
    <SearchForm role="search" aria-label="Search talent" onSubmit={submit} noValidate>
      <Row>
        <Field label="Keywords" error={errors.q} hint="Name, headline, skills or experience">
          {(props) => (
            <Input
              {...props}
              name="q"
              type="search"
              maxLength={TALENT_LIMITS.queryMaxLength}
              value={form.q}
              onChange={(event) => setForm({ ...form, q: event.target.value })}
            />
          )}
        </Field>
        <Field label="Skills" error={errors.skill} hint="Separate skills with commas; candidates list them all">
          {(props) => (
            <Input
              {...props}
              name="skill"
              value={form.skills}
              onChange={(event) => setForm({ ...form, skills: event.target.value })}
            />
          )}
        </Field>
      </Row>
      <Row>
        <Choices legend="Availability" error={errors.availability}>
          {AVAILABILITY_OPTIONS.map((option) => (
            <label key={option}>
              <input
                type="checkbox"
                name="availability"
                value={option}
                checked={form.availability.includes(option)}
                onChange={() => toggle('availability', option)}
              />
              {AVAILABILITY_LABELS[option]}
            </label>
          ))}
        </Choices>
        <Choices legend="Experience level" error={errors.experienceLevel}>
          {EXPERIENCE_LEVELS.map((level) => (
            <label key={level}>
              <input
                type="checkbox"
                name="experienceLevel"
                value={level}
                checked={form.experienceLevel.includes(level)}
                onChange={() => toggle('experienceLevel', level)}
              />
              {EXPERIENCE_LEVEL_LABELS[level]}
            </label>
          ))}
        </Choices>
      </Row>
      <Button type="submit">Search</Button>
    </SearchForm>
  );
}

/** The search's states: loading cards, a failure, nothing found, or the count, the cards and Load more. */
function TalentResults({
  results,
  onOpen,
}: {
  results: ReturnType<typeof useTalentSearch>;
  onOpen: (talentId: string) => void;
}) {
  if (results.isPending) {
    return (
      <List aria-busy="true" aria-label="Loading talent">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Card>
              <Skeleton $height="1.4em" $width="40%" />
              <Skeleton $height="1em" $width="70%" />
            </Card>
          </li>
        ))}
      </List>
    );
  }
  if (results.isError) {
    return (
      <ErrorState
        title={TALENT_MESSAGES.searchFailed}
        message={errorMessage(results.error)}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
        retryLabel="Try Again"
      />
    );
  }
  if (results.data.talent.length === 0) {
    return <EmptyState title="No candidates match" message="Try fewer skills or other keywords." />;
  }
  return (
    <>
      <Count role="status">{results.data.count ? formatTalentCount(results.data.count) : null}</Count>
      <List aria-label="Candidates">
        {results.data.talent.map((talent) => (
          <li key={talent.id}>
            <TalentCardView talent={talent} onOpen={() => onOpen(talent.id)} />
          </li>
        ))}
      </List>
      {results.hasNextPage ? (
        <More>
          <Button
            $variant="secondary"
            onClick={() => void results.fetchNextPage()}
            disabled={results.isFetchingNextPage}
          >
            {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </More>
      ) : null}
    </>
  );
}

function Choices({ legend, error, children }: { legend: string; error?: string[]; children: React.ReactNode }) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error?.length ? errorId : undefined}>
      <legend>{legend}</legend>
      <ChoiceList>{children}</ChoiceList>
      <FieldErrorText id={errorId} messages={error} />
    </Fieldset>
  );
}

function TalentCardView({ talent, onOpen }: { talent: TalentCard; onOpen: () => void }) {
  const titleId = useId();
  const shown = talent.skills.slice(0, TALENT_LIMITS.cardSkills);
  const more = talent.skills.length - shown.length;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHeader>
        <Avatar name={talent.name} src={talent.profilePictureUrl} size={48} decorative />
        <div>
          <CardTitle id={titleId}>
            <NameButton type="button" onClick={onOpen}>
              {talent.name}
            </NameButton>
          </CardTitle>
          {talent.headline ? <Muted>{talent.headline}</Muted> : null}
          <Muted>
            {[
              talent.location,
              talent.availability ? AVAILABILITY_LABELS[talent.availability] : null,
              talent.experienceLevel ? EXPERIENCE_LEVEL_LABELS[talent.experienceLevel] : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Muted>
        </div>
      </CardHeader>
      {shown.length > 0 ? (
        <Skills aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill}>
              <Badge $tone="neutral">{skill}</Badge>
            </li>
          ))}
          {more > 0 ? <li>+{more} more</li> : null}
        </Skills>
      ) : null}
    </Card>
  );
}

const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  justify-items: start;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const ChoiceList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const CardHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;

const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Skills = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;
