import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
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
} from '@marketplace/contracts';
import {
  Avatar,
  Button,
  Card,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { Field, FormMessages, Input, Select, TextArea } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
import {
  IMAGE_ACCEPT,
  UploadStatusLine,
  uploadImage,
  useFileUpload,
  type FileUploadControls,
} from '@marketplace/uploads';

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

/** The form's rules are the contract's, run on what saving would send. */
const checkCompany = (form: FormState) => validateCompanyProfile(toCompanyInput(form));

type CompanyFormApi = UseFormReturn<FormState>;

function CompanyForm({ company }: { company: CompanyProfile }) {
  const form = useForm<FormState>({
    defaultValues: toForm(company),
    resolver: contractResolver(checkCompany),
    // Messages stay until the next save, and the page does not move the focus.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { handleSubmit, reset, setError, clearErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useFileUpload();
  const queryClient = useQueryClient();
  const toast = useToast();

  useEffect(() => reset(toForm(company)), [company, reset]);

  const save = useMutation({
    mutationFn: (input: CompanyProfileInput) => api.put<CompanyProfile>('/api/employer/company', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(COMPANY_QUERY_KEY, saved);
      clearErrors();
      setFormError(null);
      toast.show(COMPANY_PROFILE_MESSAGES.saved, { tone: 'success' });
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        clearErrors();
        showServerErrors(error.fieldErrors, setError);
      }
      setFormError(`${COMPANY_PROFILE_MESSAGES.saveFailed}. ${errorMessage(error)}`);
    },
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        return handleSubmit((values) => save.mutate(toCompanyInput(values)))(event);
      }}
      aria-label="Company profile"
    >
      {formError ? <Alert role="alert">{formError}</Alert> : null}
      <LogoSection form={form} upload={upload} />
      <CompanyDetails form={form} />
      <ApplicantEmailsSection form={form} />
      <Actions>
        <Button type="submit" disabled={save.isPending || upload.busy}>
          {save.isPending ? 'Saving…' : 'Save company profile'}
        </Button>
      </Actions>
    </Form>
  );
}

/** The logo: uploaded through the image flow at once, attached to the company when the form is saved. */
function LogoSection({ form, upload }: { form: CompanyFormApi; upload: FileUploadControls }) {
  const { watch, setValue, formState } = form;
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, logoUrl, logoPreview] = watch(['name', 'logoUrl', 'logoPreview']);
  const logoErrors = fieldMessages(formState.errors.logoUrl);

  async function onLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const uploaded = await uploadImage(file, upload, UPLOAD_FLOW_MESSAGES.genericFailed);
    if (!uploaded) return;
    setValue('logoUrl', uploaded.fileUrl);
    setValue('logoPreview', uploaded.url);
    upload.succeed('Logo uploaded. Save the profile to use it.');
  }

  function removeLogo() {
    setValue('logoUrl', null);
    setValue('logoPreview', null);
  }

  return (
    <Card as="fieldset">
      <Legend>Logo</Legend>
      <LogoRow>
        <Avatar name={name} src={logoPreview} size={96} />
        <div>
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={upload.busy}
            >
              {logoUrl ? 'Change logo' : 'Upload logo'}
            </Button>
            {logoUrl ? (
              <Button type="button" $variant="secondary" onClick={removeLogo} disabled={upload.busy}>
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
          {logoErrors ? (
            <Alert role="alert">
              <FormMessages messages={logoErrors} />
            </Alert>
          ) : null}
        </div>
      </LogoRow>
    </Card>
  );
}

/** Name, website, LinkedIn, size and about: what seekers read about the company. */
function CompanyDetails({ form }: { form: CompanyFormApi }) {
  const { register, watch, formState } = form;
  const { errors } = formState;
  return (
    <>
      <Field label="Company name" required error={fieldMessages(errors.name)}>
        {(props) => <Input {...props} maxLength={COMPANY_PROFILE_LIMITS.nameMax + 20} {...register('name')} />}
      </Field>
      <Field label="Website" error={fieldMessages(errors.website)}>
        {(props) => <Input {...props} type="url" inputMode="url" placeholder="https://" {...register('website')} />}
      </Field>
      <Field label="LinkedIn" error={fieldMessages(errors.linkedinUrl)}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/company/..."
            {...register('linkedinUrl')}
          />
        )}
      </Field>
      <Field label="Company size" error={fieldMessages(errors.size)}>
        {(props) => (
          <Select {...props} {...register('size')}>
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
        error={fieldMessages(errors.about)}
        hint={`${watch('about').trim().length} / ${COMPANY_PROFILE_LIMITS.aboutMax}`}
      >
        {(props) => <TextArea {...props} rows={6} {...register('about')} />}
      </Field>
    </>
  );
}

/** The company's switch for the kind e-mail to applicants it does not select. */
function ApplicantEmailsSection({ form }: { form: CompanyFormApi }) {
  const { register, formState } = form;
  const errors = fieldMessages(formState.errors.notSelectedEmails);
  return (
    <Card as="fieldset">
      <Legend>E-mails to applicants</Legend>
      <Check>
        <input type="checkbox" aria-describedby="not-selected-emails-hint" {...register('notSelectedEmails')} />
        {NOT_SELECTED_EMAILS_LABELS.label}
      </Check>
      <Hint id="not-selected-emails-hint">{NOT_SELECTED_EMAILS_LABELS.hint}</Hint>
      {errors ? (
        <Alert role="alert">
          <FormMessages messages={errors} />
        </Alert>
      ) : null}
    </Card>
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

const Alert = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;
