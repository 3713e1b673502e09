import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ENTITLEMENT_MESSAGES,
  holdsPlan,
  RESUME_MESSAGES,
  resumeAllowanceNote,
  resumeLimitReachedMessage,
  resumeNameError,
  type ResumeSummary,
  SEEKER_PLANS_PATH,
} from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { FileDropzone, UploadStatusLine, useResumeViewer } from '@marketplace/uploads';
import { Badge, Button, Card, Dialog, useToast } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { formatDate } from '@marketplace/ui/dates';
import {
  atResumeLimit,
  fetchResumeDownload,
  isPdfResume,
  openResume,
  useAddResume,
  useDeleteResume,
  useUpdateResume,
} from './api';

export interface ResumesSectionProps {
  resumes: readonly ResumeSummary[];
  /** Versions the plan keeps; -1 is unlimited. */
  resumeLimit: number;
  /** The seeker's plan ('none' without one): the limit's note and refusal say what a plan changes. */
  membershipPlan: string;
}

// Kept in api.ts so the apply dialog can use it without this section's code; still exported here.
export { atResumeLimit };

/**
 * The seeker's resume versions: upload (until the plan's limit), preview a PDF inline, download a
 * DOC or DOCX, rename, make default and delete. Every change refetches the profile.
 */
export function ResumesSection({ resumes, resumeLimit, membershipPlan }: ResumesSectionProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<ResumeSummary | null>(null);
  // An upload that fills the plan hides the dropzone, and its status line with it: say it here instead.
  const [justUploaded, setJustUploaded] = useState(false);

  const fail = (title: string) => (error: unknown) =>
    toast.show(title, { tone: 'error', description: errorMessage(error) });
  const add = useAddResume();
  const makeDefault = useUpdateResume({
    onSuccess: () => {
      toast.show(RESUME_MESSAGES.defaultChanged, { tone: 'success' });
    },
    onError: fail(RESUME_MESSAGES.updateFailed),
  });
  const remove = useDeleteResume({
    onSuccess: () => {
      setDeleting(null);
      setJustUploaded(false);
      toast.show(RESUME_MESSAGES.deleted, { tone: 'success' });
    },
    onError: fail(RESUME_MESSAGES.deleteFailed),
  });

  // The PDF preview: the shared viewer, titled with the file's name.
  const preview = useResumeViewer('Resume', fail(RESUME_MESSAGES.downloadFailed));

  async function download(resume: ResumeSummary) {
    try {
      await openResume(resume);
    } catch (error) {
      fail(RESUME_MESSAGES.downloadFailed)(error);
    }
  }

  const allowance = { membershipPlan, limit: resumeLimit };
  const limited = atResumeLimit(resumes.length, resumeLimit);

  return (
    <Card as="section" aria-labelledby="profile-resumes-title">
      <Title id="profile-resumes-title">Resumes</Title>
      <Hint>
        Employers receive your default resume when you apply.
        {` ${resumeAllowanceNote(allowance)}`}
        {holdsPlan(membershipPlan) ? null : (
          <>
            {' '}
            <Link to={SEEKER_PLANS_PATH}>{ENTITLEMENT_MESSAGES.choosePlan}</Link>
          </>
        )}
      </Hint>
      {limited ? (
        <>
          {justUploaded ? <UploadStatusLine tone="success">{RESUME_MESSAGES.uploaded}</UploadStatusLine> : null}
          <Limit role="note">{resumeLimitReachedMessage(allowance)}</Limit>
        </>
      ) : (
        <FileDropzone
          label="Upload a resume"
          purpose="resume"
          onUploaded={async (dropped) => {
            await add.mutateAsync({ uploadId: dropped.uploadId });
            setJustUploaded(true);
            return RESUME_MESSAGES.uploaded;
          }}
        />
      )}
      {resumes.length ? (
        <List aria-label="Resume versions">
          {resumes.map((resume) => (
            <ResumeRow
              key={resume.id}
              resume={resume}
              onPreview={() => preview.open(() => fetchResumeDownload(resume))}
              onDownload={() => void download(resume)}
              onMakeDefault={() => makeDefault.mutate({ resume, patch: { isDefault: true } })}
              onDelete={() => setDeleting(resume)}
              busy={makeDefault.isPending || remove.isPending}
            />
          ))}
        </List>
      ) : (
        <Empty>No resumes yet. Upload one to apply with it.</Empty>
      )}

      {preview.viewer}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this resume?"
        description={deleting ? `${deleting.name} will be deleted. This cannot be undone.` : undefined}
      >
        <Actions>
          <Button $variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button onClick={() => deleting && remove.mutate(deleting)} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete resume'}
          </Button>
        </Actions>
      </Dialog>
    </Card>
  );
}

interface ResumeRowProps {
  resume: ResumeSummary;
  onPreview(): void;
  onDownload(): void;
  onMakeDefault(): void;
  onDelete(): void;
  busy: boolean;
}

function ResumeRow({ resume, onPreview, onDownload, onMakeDefault, onDelete, busy }: ResumeRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(resume.name);
  const [error, setError] = useState<readonly string[] | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);
  const rename = useUpdateResume({
    onSuccess: () => {
      returnFocus.current = true;
      setRenaming(false);
    },
    onError: (failure) =>
      setError(
        isApiError(failure) && failure.fieldError('name').length ? failure.fieldError('name') : [errorMessage(failure)],
      ),
  });

  // Focus moves into the name box when renaming starts and back to Rename when it ends.
  useEffect(() => {
    if (renaming) nameInput.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = resumeNameError(name);
    if (problem) {
      setError([problem]);
      return;
    }
    rename.mutate({ resume, patch: { name: name.trim() } });
  }

  function cancel() {
    returnFocus.current = true;
    setRenaming(false);
  }

  const processing = resume.status === 'processing';
  return (
    <Item aria-label={resume.name}>
      {renaming ? (
        <RenameForm onSubmit={submit} noValidate aria-label={`Rename ${resume.name}`}>
          <Field label="Resume name" error={error}>
            {(props) => (
              <Input
                {...props}
                ref={nameInput}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') cancel();
                }}
              />
            )}
          </Field>
          <Row>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving…' : 'Save name'}
            </Button>
            <Button $variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </Row>
        </RenameForm>
      ) : (
        <Row>
          <Name>{resume.name}</Name>
          {resume.isDefault ? <Badge $tone="success">Default</Badge> : null}
          {processing ? <Badge $tone="warning">Processing</Badge> : null}
          <Meta>
            {resume.fileName} · Uploaded {formatDate(resume.uploadedAt)}
          </Meta>
        </Row>
      )}
      {renaming ? null : (
        <Row>
          {isPdfResume(resume) ? (
            <Button $variant="secondary" onClick={onPreview} aria-label={`Preview ${resume.name}`}>
              Preview
            </Button>
          ) : (
            <Button $variant="secondary" onClick={onDownload} aria-label={`Download ${resume.name}`}>
              Download
            </Button>
          )}
          <Button
            ref={renameButton}
            $variant="ghost"
            aria-label={`Rename ${resume.name}`}
            onClick={() => {
              setName(resume.name);
              setError(null);
              setRenaming(true);
            }}
          >
            Rename
          </Button>
          {resume.isDefault ? null : (
            <Button $variant="ghost" onClick={onMakeDefault} disabled={busy} aria-label={`Make default ${resume.name}`}>
              Make default
            </Button>
          )}
          <Button $variant="ghost" onClick={onDelete} disabled={busy} aria-label={`Delete ${resume.name}`}>
            Delete
          </Button>
        </Row>
      )}
    </Item>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Limit = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.strong`
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RenameForm = styled.form`
  display: flex;
  flex-direction: column;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;
