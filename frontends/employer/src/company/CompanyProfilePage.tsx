import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '@marketplace/api-client';
import {
  COMPANY_PROFILE_LIMITS,
  COMPANY_PROFILE_MESSAGES,
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  NOT_SELECTED_EMAILS_LABELS,
  UPLOAD_FLOW_MESSAGES,
  validateCompanyProfile,
  type CompanyProfile,
  type CompanyProfileInput,
  type CompanySize,
  type FieldErrors,
} from '@marketplace/contracts';
import {
  Avatar,
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
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { IMAGE_ACCEPT, UploadStatusLine, uploadImage, useFileUpload } from '@marketplace/uploads';

export const COMPANY_QUERY_KEY = ['employer-company'] as const;

interface FormState {
  name: string;
  website: string;
  linkedinUrl: string;
  about: string;
  size: CompanySize | '';
  logoUrl: string | null;
  /** What the browser shows for the logo (a signed link, or the new upload's). */
  logoPreview: string | null;
  notSelectedEmails: boolean;
}

function toForm(company: CompanyProfile): FormState {
  return {
    name: company.name,
    website: company.website ?? '',
    linkedinUrl: company.linkedinUrl ?? '',
    about: company.about ?? '',
    size: company.size ?? '',
    logoUrl: company.logoUrl,
    logoPreview: company.logoDisplayUrl,
    notSelectedEmails: company.notSelectedEmails,
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What PUT /api/employer/company sends: every field, empty optional ones as null. */
export function toCompanyInput(form: FormState): CompanyProfileInput {
  return {
    name: form.name.trim(),
    logoUrl: form.logoUrl,
    website: blankToNull(form.website),
    linkedinUrl: blankToNull(form.linkedinUrl),
    about: blankToNull(form.about),
    size: form.size === '' ? null : form.size,
    notSelectedEmails: form.notSelectedEmails,
  };
}

/**
 * `/employer/company`: the company profile seekers see on job cards, job pages and the public pages
 * (name, logo, website, LinkedIn, about, size). The logo goes through the image upload flow; saving
 * attaches it. Also the company's switch for the kind e-mail to applicants it does not select.
 */
export function CompanyProfilePage() {
  useDocumentTitle('Company profile');
  const company = useQuery({
    queryKey: COMPANY_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CompanyProfile>('/api/employer/company', { signal }),
  });
  return (
    <section>
      <PageTitle>Company Profile</PageTitle>
      <PageLead>What seekers see about your company next to your jobs.</PageLead>
      {company.data ? (
        <CompanyForm company={company.data} />
      ) : company.isError ? (
        <ErrorState
          title={COMPANY_PROFILE_MESSAGES.loadFailed}
          message={errorMessage(company.error)}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      ) : (
        <Skeleton $height="24rem" aria-busy="true" />
      )}
    </section>
  );
}

function CompanyForm({ company }: { company: CompanyProfile }) {
  const [form, setForm] = useState<FormState>(() => toForm(company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useFileUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => setForm(toForm(company)), [company]);

  const save = useMutation({
    mutationFn: (input: CompanyProfileInput) => api.put<CompanyProfile>('/api/employer/company', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(COMPANY_QUERY_KEY, saved);
      setErrors({});
      setFormError(null);
      toast.show(COMPANY_PROFILE_MESSAGES.saved, { tone: 'success' });
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      setFormError(`${COMPANY_PROFILE_MESSAGES.saveFailed}. ${errorMessage(error)}`);
    },
  });

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function onLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const uploaded = await uploadImage(file, upload, UPLOAD_FLOW_MESSAGES.genericFailed);
    if (!uploaded) return;
    setForm((current) => ({ ...current, logoUrl: uploaded.fileUrl, logoPreview: uploaded.url }));
    upload.succeed('Logo uploaded. Save the profile to use it.');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = toCompanyInput(form);
    const problems = validateCompanyProfile(input);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    save.mutate(input);
  }

  const first = (field: string) => errors[field]?.[0];

  return (
    <Form noValidate onSubmit={submit} aria-label="Company profile">
      {formError ? <Alert role="alert">{formError}</Alert> : null}
      <Card as="fieldset">
        <Legend>Logo</Legend>
        <LogoRow>
          <Avatar name={form.name} src={form.logoPreview} size={96} />
          <div>
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => fileInput.current?.click()}
                disabled={upload.busy}
              >
                {form.logoUrl ? 'Change logo' : 'Upload logo'}
              </Button>
              {form.logoUrl ? (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => setForm((current) => ({ ...current, logoUrl: null, logoPreview: null }))}
                  disabled={upload.busy}
                >
                  Remove logo
                </Button>
              ) : null}
            </Actions>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              aria-label="Choose a logo"
              onChange={(event) => void onLogo(event)}
            />
            <UploadStatusLine status={upload.status} />
            {first('logoUrl') ? <Alert role="alert">{first('logoUrl')}</Alert> : null}
          </div>
        </LogoRow>
      </Card>
      <Field label="Company name" required error={errors.name}>
        {(props) => (
          <Input
            {...props}
            value={form.name}
            maxLength={COMPANY_PROFILE_LIMITS.nameMax + 20}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </Field>
      <Field label="Website" error={errors.website}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.website}
            onChange={(event) => set('website', event.target.value)}
          />
        )}
      </Field>
      <Field label="LinkedIn" error={errors.linkedinUrl}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/company/..."
            value={form.linkedinUrl}
            onChange={(event) => set('linkedinUrl', event.target.value)}
          />
        )}
      </Field>
      <Field label="Company size" error={errors.size}>
        {(props) => (
          <Select
            {...props}
            value={form.size}
            onChange={(event) => set('size', event.target.value as CompanySize | '')}
          >
            <option value="">Not specified</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {COMPANY_SIZE_LABELS[size]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="About"
        error={errors.about}
        hint={`${form.about.trim().length} / ${COMPANY_PROFILE_LIMITS.aboutMax}`}
      >
        {(props) => (
          <TextArea {...props} rows={6} value={form.about} onChange={(event) => set('about', event.target.value)} />
        )}
      </Field>
      <Card as="fieldset">
        <Legend>E-mails to applicants</Legend>
        <Check>
          <input
            type="checkbox"
            name="notSelectedEmails"
            checked={form.notSelectedEmails}
            aria-describedby="not-selected-emails-hint"
            onChange={(event) => set('notSelectedEmails', event.target.checked)}
          />
          {NOT_SELECTED_EMAILS_LABELS.label}
        </Check>
        <Hint id="not-selected-emails-hint">{NOT_SELECTED_EMAILS_LABELS.hint}</Hint>
        {first('notSelectedEmails') ? <Alert role="alert">{first('notSelectedEmails')}</Alert> : null}
      </Card>
      <Actions>
        <Button type="submit" disabled={save.isPending || upload.busy}>
          {save.isPending ? 'Saving…' : 'Save company profile'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
`;

const Legend = styled.legend`
  font-weight: 600;
`;

const LogoRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  flex-wrap: wrap;
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const Alert = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;
