import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGES, chatMessageText, validateChatMessage, type SendMessageRequest } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Button } from '@marketplace/ui';
import type { UploadOptions } from '@marketplace/uploads';
import { AttachmentChip } from './AttachmentChip';
import { Form, Hint, Input, Notice, Problem, Row } from './composer-styles';
import { ATTACHMENT_ACCEPT, useAttachmentUpload } from './useAttachmentUpload';

/** The composer's own words (the hint and the checks' messages are the contract's). */
export const COMPOSER_TEXTS = {
  label: 'Message',
  attach: 'Attach a file',
  send: 'Send',
  sending: 'Sending…',
  failed: 'Could not send the message. Please try again.',
} as const;

/** What the composer hands over: the trimmed text, and the ready upload going with it. */
export type ComposedMessage = Required<Pick<SendMessageRequest, 'content'>> & { attachmentUploadId: string | null };

export interface MessageComposerProps {
  /**
   * Sends the message. Resolving to null or false means nothing was sent: the text stays and
   * `sendError` says why; a rejection keeps the text too and shows its message.
   */
  onSend: (message: ComposedMessage) => Promise<unknown>;
  /** Why the last send failed, as the sender tells it (shown after a send that resolved to null or false). */
  sendError?: string | null;
  /** Why nothing may be sent now (chat under maintenance): shown, and every control is disabled. */
  disabledReason?: string | null;
  /** For tests: the upload flow's polling. */
  uploadOptions?: Partial<UploadOptions>;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. The text is trimmed and may not be
 * empty (unless a file goes with it); one send at a time; a failed send keeps what was typed and says why.
 */
export function MessageComposer({
  onSend,
  sendError = null,
  disabledReason = null,
  uploadOptions,
}: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [localError, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { attachment, choose, clear } = useAttachmentUpload(uploadOptions);
  const blocked = disabledReason !== null;
  const fileNotReady = attachment !== null && attachment.phase !== 'ready';
  const error = localError ?? (refused ? (sendError ?? COMPOSER_TEXTS.failed) : null);

  const submit = async () => {
    if (inFlight.current || blocked || fileNotReady) return;
    const attachmentUploadId = attachment?.phase === 'ready' ? attachment.uploadId : null;
    const problems = validateChatMessage({ content: text, attachmentUploadId });
    const problem = problems.content?.[0] ?? problems.attachmentUploadId?.[0];
    if (problem) {
      setError(problem);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setError(null);
    setRefused(false);
    try {
      const sent = await onSend({ content: chatMessageText(text), attachmentUploadId });
      if (sent === null || sent === false) setRefused(true);
      else {
        setText('');
        clear();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {blocked ? <Notice role="status">{disabledReason}</Notice> : null}
      {attachment ? <AttachmentChip attachment={attachment} onRemove={clear} disabled={sending} /> : null}
      <Row>
        <Button
          $variant="ghost"
          aria-label={COMPOSER_TEXTS.attach}
          title={COMPOSER_TEXTS.attach}
          disabled={blocked || sending}
          onClick={() => fileInput.current?.click()}
        >
          <span aria-hidden="true">📎</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={ATTACHMENT_ACCEPT}
          data-testid="chat-attachment-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) choose(file);
          }}
        />
        <Input
          aria-label={COMPOSER_TEXTS.label}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          rows={2}
          value={text}
          readOnly={sending}
          disabled={blocked}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            setRefused(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={blocked || sending || fileNotReady}>
          {sending ? COMPOSER_TEXTS.sending : COMPOSER_TEXTS.send}
        </Button>
      </Row>
      <Hint id={`${id}-hint`}>{CHAT_MESSAGES.enterHint}</Hint>
      {error ? (
        <Problem id={`${id}-error`} role="alert">
          {error}
        </Problem>
      ) : null}
    </Form>
  );
}
