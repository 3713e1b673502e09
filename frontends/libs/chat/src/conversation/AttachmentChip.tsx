import styled from 'styled-components';
import { Button } from '@marketplace/ui';
import type { PendingAttachment } from './useAttachmentUpload';

/** The file going with the next message: its name, how its upload goes or why it failed, and a way to remove it. */
export function AttachmentChip({
  attachment,
  onRemove,
  disabled,
}: {
  attachment: PendingAttachment;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <Chip $error={attachment.phase === 'error'} aria-label={`Attachment ${attachment.fileName}`} role="group">
      <Name>
        <span aria-hidden="true">📎 </span>
        {attachment.fileName}
      </Name>
      {attachment.phase === 'uploading' ? <span role="status">{attachment.status}</span> : null}
      {attachment.phase === 'error' ? <span role="alert">{attachment.error}</span> : null}
      <Button $variant="ghost" onClick={onRemove} disabled={disabled} aria-label={`Remove ${attachment.fileName}`}>
        Remove
      </Button>
    </Chip>
  );
}

const Chip = styled.div<{ $error: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSurface : theme.colors.badges.neutral.bg)};
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
  min-width: 0;
`;
