import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  SEEKER_PROFILE_LIMITS,
  SEEKER_PROFILE_MESSAGES,
  formatPhone,
  jobSkillError,
  textLength,
  type FieldErrors,
  type SeekerProfile,
} from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { useProfile } from '@marketplace/auth';
// Its own entry point: through the jobs index it would join the code the public /jobs page loads.
import { SkillsPicker } from '@marketplace/jobs/skills-picker';
import { ProfilePictureUploader } from '@marketplace/uploads';
import {
  Button,
  Card,
  ErrorState,
  Field,
  Input,
  PageLead,
  PageTitle,
  Select,
  Skeleton,
  TextArea,
  VisuallyHidden,
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { useSaveSeekerProfile, useSeekerProfile } from './api';
import { CompletenessMeter } from './CompletenessMeter';
import {
  educationKey,
  fieldId,
  firstErrorField,
  formCompleteness,
  fromProfile,
  newEducationEntry,
  portfolioKey,
  sameInput,
  toInput,
  validateForm,
  type EducationField,
  type EducationFormEntry,
  type ProfileFormState,
} from './profile-form';
import { ResumesSection } from './ResumesSection';

// Tiptap is a chunk of its own: the page renders at once and the editor follows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const FIX_FIELDS = 'Please fix the highlighted fields.';

/** /seeker/profile: the seeker's professional profile, what employers see when they apply and in talent search. */
export function SeekerProfilePage() {
  useDocumentTitle('Professional profile');
  const profile = useSeekerProfile();

  return (
    <section aria-labelledby="seeker-profile-title">
      <PageTitle id="seeker-profile-title">Professional profile</PageTitle>
      <PageLead>Employers see this profile with your applications. A complete profile helps them say yes.</PageLead>
      {profile.isPending ? (
        <div aria-busy="true" aria-label="Loading your profile">
          <Skeleton $height="96px" />
          <Gap />
          <Skeleton $height="420px" />
        </div>
      ) : profile.isError ? (
        <ErrorState
          title={SEEKER_PROFILE_MESSAGES.loadFailed}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        // The form starts from the first load only: refetches after resume changes must not undo typing.
        <ProfileEditor key={profile.data.userId} saved={profile.data} />
      )}
    </section>
  );
}

function ProfileEditor({ saved }: { saved: SeekerProfile }) {
  const toast = useToast();
  const userProfile = useProfile();
  const [values, setValues] = useState<ProfileFormState>(() => fromProfile(saved));
  const [baseline, setBaseline] = useState(() => toInput(fromProfile(saved)));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const workLabelId = useId();

  const errors = useMemo(() => validateForm(values), [values]);
  const shown = (field: string): string[] | null => {
    const messages = [
      ...(attempted || touched.has(field) ? (errors[field] ?? []) : []),
      ...(serverErrors[field] ?? []),
    ];
    return messages.length ? [...new Set(messages)] : null;
  };

  // The uploader updates the user profile on its own; the meter follows it once it is loaded.
  const pictureUrl = userProfile.data ? userProfile.data.profilePictureUrl : saved.profilePictureUrl;
  const completeness = formCompleteness(values, { profilePictureUrl: pictureUrl, resumes: saved.resumes });
  const dirty = !sameInput(toInput(values), baseline);

  useEffect(() => {
    if (!dirty) return;
    // Leaving the site (reload, closing the tab) with unsaved changes asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(fieldId(pendingFocus.current))?.focus();
    pendingFocus.current = null;
  });

  const set = useCallback(<K extends keyof ProfileFormState>(field: K, value: ProfileFormState[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const touch = useCallback(
    (field: string) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    [],
  );
  const setWorkExperience = useCallback((html: string | null) => set('workExperience', html), [set]);
  const touchWorkExperience = useCallback(() => touch('workExperience'), [touch]);

  /** Drops the server's and the touched state of keys whose index moved (a box or entry was removed). */
  function forgetIndexed(prefix: string) {
    const keep = (key: string) => !key.startsWith(prefix);
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => keep(key))));
    setTouched((current) => new Set([...current].filter(keep)));
  }

  const save = useSaveSeekerProfile({
    onSuccess: (_profile, body) => {
      setBaseline(body);
      setServerErrors({});
      setFormError(null);
      setAttempted(false);
      toast.show(SEEKER_PROFILE_MESSAGES.saved, { tone: 'success' });
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) {
        setServerErrors(error.fieldErrors);
        pendingFocus.current = firstErrorField(error.fieldErrors, values) ?? null;
        setFormError(FIX_FIELDS);
      } else {
        setFormError(null);
      }
      toast.show(SEEKER_PROFILE_MESSAGES.saveFailed, { tone: 'error', description: errorMessage(error) });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(errors).length) {
      pendingFocus.current = firstErrorField(errors, values) ?? null;
      setFormError(FIX_FIELDS);
      return;
    }
    setFormError(null);
    save.mutate(toInput(values));
  }

  const text = (field: 'headline' | 'location', label: string, max: number, placeholder: string) => (
    <Field label={label} error={shown(field)} id={fieldId(field)} hint={`Up to ${max} characters.`}>
      {(props) => (
        <Input
          {...props}
          name={field}
          placeholder={placeholder}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => touch(field)}
        />
      )}
    </Field>
  );

  const setEntry = (index: number, field: EducationField, value: string) => {
    setValues((current) => ({
      ...current,
      education: current.education.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)),
    }));
    const key = educationKey(index, field);
    setServerErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  };

  const portfolioGroupErrors = (() => {
    // The list's own message, unless a box already shows it.
    const perBox = new Set(values.portfolioUrls.flatMap((_url, index) => shown(portfolioKey(index)) ?? []));
    const list = (shown('portfolioUrls') ?? []).filter((message) => !perBox.has(message));
    return list.length ? list : null;
  })();

  return (
    <Stack>
      <CompletenessMeter completeness={completeness} />
      <ProfilePictureUploader />

      <form noValidate onSubmit={onSubmit} aria-labelledby="seeker-profile-title">
        <Stack>
          <Card as="fieldset">
            <Legend>Basics</Legend>
            {text(
              'headline',
              'Headline',
              SEEKER_PROFILE_LIMITS.headlineMax,
              'Project coordinator returning after parental leave',
            )}
            {text('location', 'Location', SEEKER_PROFILE_LIMITS.locationMax, 'City, or Remote')}
            <Field label="Phone" error={shown('phone')} id={fieldId('phone')}>
              {(props) => (
                <Input
                  {...props}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="(555) 123-4567"
                  value={values.phone}
                  onChange={(event) => set('phone', formatPhone(event.target.value))}
                  onBlur={() => touch('phone')}
                />
              )}
            </Field>
            <Row>
              <Field label="Availability" error={shown('availability')} id={fieldId('availability')}>
                {(props) => (
                  <Select
                    {...props}
                    name="availability"
                    value={values.availability}
                    onChange={(event) => set('availability', event.target.value as ProfileFormState['availability'])}
                    onBlur={() => touch('availability')}
                  >
                    <option value="">Choose your availability</option>
                    {AVAILABILITY_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {AVAILABILITY_LABELS[option]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Experience level" error={shown('experienceLevel')} id={fieldId('experienceLevel')}>
                {(props) => (
                  <Select
                    {...props}
                    name="experienceLevel"
                    value={values.experienceLevel}
                    onChange={(event) =>
                      set('experienceLevel', event.target.value as ProfileFormState['experienceLevel'])
                    }
                    onBlur={() => touch('experienceLevel')}
                  >
                    <option value="">Choose an experience level</option>
                    {EXPERIENCE_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {EXPERIENCE_LEVEL_LABELS[level]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </Row>
          </Card>

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

          <Card as="fieldset">
            <Legend>Salary expectations</Legend>
            <Field
              label={<VisuallyHidden>Salary expectations (USD per year)</VisuallyHidden>}
              error={shown('salaryExpectations')}
              id={fieldId('salaryExpectations')}
              hint="A whole number of US dollars per year."
            >
              {(props) => (
                <Input
                  {...props}
                  name="salaryExpectations"
                  type="number"
                  inputMode="numeric"
                  min={SEEKER_PROFILE_LIMITS.salaryMin}
                  max={SEEKER_PROFILE_LIMITS.salaryMax}
                  step={1}
                  value={values.salaryExpectations}
                  onChange={(event) => set('salaryExpectations', event.target.value)}
                  onBlur={() => touch('salaryExpectations')}
                />
              )}
            </Field>
            <Check>
              <input
                type="checkbox"
                id={fieldId('showSalaryExpectations')}
                name="showSalaryExpectations"
                checked={values.showSalaryExpectations}
                onChange={(event) => set('showSalaryExpectations', event.target.checked)}
              />
              Show my salary expectations to employers
            </Check>
            <FieldErrorList messages={shown('showSalaryExpectations')} />
          </Card>

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

          <Card
            as="fieldset"
            id={fieldId('portfolioUrls')}
            tabIndex={-1}
            aria-describedby={portfolioGroupErrors ? `${fieldId('portfolioUrls')}-error` : undefined}
          >
            <Legend>Portfolio links</Legend>
            <Hint>
              Up to {SEEKER_PROFILE_LIMITS.portfolioUrlsMax} links to your work: a website, a portfolio, LinkedIn.
            </Hint>
            {values.portfolioUrls.map((url, index) => (
              <Row key={index} $align="end">
                <Field
                  label={`Portfolio link ${index + 1}`}
                  error={shown(portfolioKey(index))}
                  id={fieldId(portfolioKey(index))}
                >
                  {(props) => (
                    <Input
                      {...props}
                      name={portfolioKey(index)}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      value={url}
                      onChange={(event) =>
                        set(
                          'portfolioUrls',
                          values.portfolioUrls.map((existing, at) => (at === index ? event.target.value : existing)),
                        )
                      }
                      onBlur={() => touch(portfolioKey(index))}
                    />
                  )}
                </Field>
                <RowButton
                  $variant="ghost"
                  aria-label={`Remove portfolio link ${index + 1}`}
                  onClick={() => {
                    set(
                      'portfolioUrls',
                      values.portfolioUrls.filter((_existing, at) => at !== index),
                    );
                    forgetIndexed('portfolioUrls.');
                  }}
                >
                  Remove
                </RowButton>
              </Row>
            ))}
            <FieldErrorList id={`${fieldId('portfolioUrls')}-error`} messages={portfolioGroupErrors} />
            {values.portfolioUrls.length < SEEKER_PROFILE_LIMITS.portfolioUrlsMax ? (
              <Button
                $variant="secondary"
                onClick={() => {
                  pendingFocus.current = portfolioKey(values.portfolioUrls.length);
                  set('portfolioUrls', [...values.portfolioUrls, '']);
                }}
              >
                Add a link
              </Button>
            ) : null}
          </Card>

          <Card as="fieldset">
            <Legend>Work experience</Legend>
            <RichField
              label="Work experience"
              labelId={workLabelId}
              hint="Roles, dates and what you did. Bold, italic, lists and links are kept."
              errorId={`${fieldId('workExperience')}-error`}
              errors={shown('workExperience')}
            >
              {(describedBy) => (
                <Suspense
                  fallback={
                    <div aria-busy="true" aria-label="Loading the editor">
                      <Skeleton $height="200px" />
                    </div>
                  }
                >
                  <RichTextEditor
                    id={fieldId('workExperience')}
                    labelledBy={workLabelId}
                    describedBy={describedBy}
                    invalid={Boolean(shown('workExperience'))}
                    initialValue={saved.workExperience}
                    onChange={setWorkExperience}
                    onBlur={touchWorkExperience}
                  />
                </Suspense>
              )}
            </RichField>
          </Card>

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
                  setValues((current) => ({
                    ...current,
                    education: current.education.filter((_e, at) => at !== index),
                  }));
                  forgetIndexed('education.');
                }}
              />
            ))}
            {values.education.length < SEEKER_PROFILE_LIMITS.educationMax ? (
              <Button
                $variant="secondary"
                onClick={() => {
                  pendingFocus.current = educationKey(values.education.length, 'institution');
                  setValues((current) => ({ ...current, education: [...current.education, newEducationEntry()] }));
                }}
              >
                Add education
              </Button>
            ) : null}
          </Card>

          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <Actions>
            {dirty ? <Unsaved role="status">You have unsaved changes.</Unsaved> : null}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save profile'}
            </Button>
          </Actions>
        </Stack>
      </form>

      <ResumesSection resumes={saved.resumes} resumeLimit={saved.resumeLimit} membershipPlan={saved.membershipPlan} />
    </Stack>
  );
}

interface EducationEntryFieldsProps {
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

function EducationEntryFields({ entry, index, shown, onChange, onTouch, onRemove }: EducationEntryFieldsProps) {
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

/**
 * A label, hint and error around a control that <label for> cannot name (the contenteditable
 * editor): the control is named by aria-labelledby and described by the ids it is given.
 */
function RichField({
  label,
  labelId,
  hint,
  errorId,
  errors,
  children,
}: {
  label: string;
  labelId: string;
  hint: string;
  errorId: string;
  errors: string[] | null;
  children(describedBy: string): ReactNode;
}) {
  const hintId = `${labelId}-hint`;
  return (
    <RichWrapper>
      {/* The section's legend shows the same words: the label is for screen readers. */}
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      <Hint id={hintId}>{hint}</Hint>
      {children([hintId, errors ? errorId : null].filter(Boolean).join(' '))}
      <FieldErrorList id={errorId} messages={errors} />
    </RichWrapper>
  );
}

function FieldErrorList({ id, messages }: { id?: string; messages: readonly string[] | null }) {
  if (!messages?.length) return null;
  return (
    <ErrorText id={id}>
      {messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </ErrorText>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Gap = styled.div`
  height: ${({ theme }) => theme.space.lg};
`;

const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Row = styled.div<{ $align?: 'end' }>`
  display: grid;
  grid-template-columns: ${({ $align }) => ($align ? '1fr auto' : 'repeat(auto-fit, minmax(200px, 1fr))')};
  align-items: ${({ $align }) => ($align ? 'center' : 'start')};
  gap: ${({ theme }) => theme.space.md};
`;

const RowButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

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

const RichWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const ErrorText = styled.p`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: flex-end;
  align-items: center;
`;

const Unsaved = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
