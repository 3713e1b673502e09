import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, openLinkInNewTab } from '@marketplace/api-client';
import { fetchAttachmentLink } from '../data/api';

/** A file's size as people read it: '820 B', '14 KB', '2.4 MB'. */
export function fileSizeLabel(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A message's file: the attachment route answers members a short-lived signed link, so the link is
 * asked for when the file is opened (in a new tab, under the file's own name), never kept.
 */
export function AttachmentLink({
  threadId,
  messageId,
  fileName,
  fileSize,
}: {
  threadId: string;
  messageId: string;
  fileName: string;
  fileSize: number | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const size = fileSizeLabel(fileSize);
  const open = () => {
    setError(null);
    setOpening(true);
    openLinkInNewTab(async () => (await fetchAttachmentLink(threadId, messageId)).downloadUrl)
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setOpening(false));
  };
  return (
    <span>
      <FileButton type="button" onClick={open} aria-busy={opening || undefined} aria-label={`Open ${fileName}`}>
        <span aria-hidden="true">📎 </span>
        {fileName}
      </FileButton>
      {size ? <Size> ({size})</Size> : null}
      {error ? <Problem role="alert">{error}</Problem> : null}
    </span>
  );
}

const FileButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: start;
`;

const Size = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Problem = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
`;
