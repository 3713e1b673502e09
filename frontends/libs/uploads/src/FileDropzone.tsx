import { useDropzone, type Accept } from 'react-dropzone';
import styled, { css } from 'styled-components';
import { Button } from '@marketplace/ui';
import {
  LIMITS,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_MESSAGES,
  matchFileType,
  acceptedExtensions,
  acceptedFileTypes,
  type AcceptedFileType,
  type DocumentPurpose,
} from '@marketplace/contracts';
import { UploadError, declaredType, fileProblem, uploadFile, withReason } from './upload-flow';
import { STAGE_MESSAGES, useFileUpload } from './useFileUpload';
import { UploadStatusLine } from './UploadStatusLine';

/** What the dropzone hands its owner: a confirmed upload, or (after a failed confirm) one only stored. */
export interface DroppedFile {
  uploadId: string;
  fileUrl: string;
  fileName: string;
  /** False when the confirm failed: the owner decides whether it can still use the file. */
  confirmed: boolean;
}

export interface FileDropzoneProps {
  /** The visible name of the drop area. */
  label: string;
  /** For documents: resume (PDF, DOC, DOCX) or attachment (also TXT, JPEG, PNG). */
  purpose?: DocumentPurpose;
  /** The accepted types, a subset of the purpose's (default: all of them). */
  accept?: readonly AcceptedFileType[];
  /** Size limit in MB (default 10). */
  maxMegabytes?: number;
  disabled?: boolean;
  /** Uses the upload (a resume attaches it); a thrown error's message is shown as the failure. */
  onUploaded: (file: DroppedFile) => Promise<string | void> | string | void;
}

function acceptMap(types: readonly AcceptedFileType[]): Accept {
  return Object.fromEntries(types.map((type) => [type.mime, [...type.extensions]]));
}

/**
 * The generic file dropzone: drag and drop or click, an accepted-types list and a
 * size limit, checked before anything is sent. 'Upload failed' with the reason on failure; a failed
 * confirm is only a warning. Used for resumes, and for attachments later.
 */
export function FileDropzone({
  label,
  purpose = 'resume',
  accept,
  maxMegabytes = LIMITS.uploadDefaultMaxMegabytes,
  disabled = false,
  onUploaded,
}: FileDropzoneProps) {
  const upload = useFileUpload();
  const types = accept ?? acceptedFileTypes('document', purpose);
  const extensions = acceptedExtensions(types);

  async function handle(file: File) {
    const problem =
      fileProblem(file, { uploadType: 'document', purpose, maxMegabytes }) ??
      (matchFileType(types, declaredType(file), file.name) ? null : UPLOAD_MESSAGES.badType(extensions));
    if (problem) {
      upload.fail(problem);
      return;
    }
    let dropped: DroppedFile;
    let warning: string | null = null;
    try {
      const uploaded = await uploadFile(file, {
        uploadType: 'document',
        purpose,
        maxMegabytes,
        onStage: (stage) => upload.step(stage, STAGE_MESSAGES[stage]),
      });
      dropped = { uploadId: uploaded.id, fileUrl: uploaded.fileUrl, fileName: uploaded.fileName, confirmed: true };
    } catch (error) {
      if (error instanceof UploadError && error.step === 'confirm' && error.presigned) {
        // For the generic uploader a failed confirm is only a warning: the file is stored.
        warning = withReason(UPLOAD_FLOW_MESSAGES.confirmFailed, error.reason);
        dropped = {
          uploadId: error.presigned.uploadId,
          fileUrl: error.presigned.fileUrl,
          fileName: file.name,
          confirmed: false,
        };
      } else {
        const reason =
          error instanceof UploadError ? (error.reason ?? (error.step === 'validate' ? null : error.message)) : null;
        upload.fail(withReason(UPLOAD_FLOW_MESSAGES.genericFailed, reason));
        return;
      }
    }
    try {
      const done = await onUploaded(dropped);
      upload.succeed(done || `Uploaded ${file.name}`, warning);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : null;
      upload.fail(withReason(UPLOAD_FLOW_MESSAGES.genericFailed, reason), warning);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptMap(types),
    multiple: false,
    disabled: disabled || upload.busy,
    // The checks and their messages are ours (the same as the server's), so rejected files come through too.
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) void handle(file);
    },
    onFileDialogOpen: () => upload.selecting(),
    onFileDialogCancel: () => upload.reset(),
    // The drop area is not a control itself (a control must not hold the file input: axe's
    // nested-interactive); keyboard users reach the button inside it.
    noKeyboard: true,
  });

  return (
    <div>
      <Zone {...getRootProps()} $active={isDragActive} $disabled={disabled || upload.busy}>
        <input {...getInputProps()} aria-label={label} />
        <strong>{isDragActive ? 'Drop the file here' : 'Drag and drop a file here, or click to choose one'}</strong>
        {/* Its click bubbles to the drop area, which opens the file chooser (one handler for both). */}
        <Button type="button" $variant="secondary" disabled={disabled || upload.busy}>
          {label}
        </Button>
        <small>
          {types.map((type) => type.label).join(', ')} up to {maxMegabytes}MB
        </small>
      </Zone>
      <UploadStatusLine status={upload.status} />
    </div>
  );
}

const Zone = styled.div<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  cursor: pointer;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.badges.info.bg};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.6;
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
