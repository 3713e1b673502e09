import { useCallback, useRef, useState } from 'react';
import { serverMessageOr } from '@marketplace/api-client';
import { chatMessageText, validateChatMessage, type ChatMessage, type NewMessageEvent } from '@marketplace/contracts';
import { postMessage } from './api';
import { CHAT_BROWSER_EVENT } from './keys';

export interface SendMessageControls {
  /**
   * Sends trimmed text (and an optional uploaded file). Answers the stored message, or null when
   * nothing was sent: the text was empty or invalid, a send was already in progress, or the
   * server refused (only logged; the caller keeps the typed text so nothing is lost).
   */
  send(content: string, attachmentUploadId?: string | null): Promise<ChatMessage | null>;
  sending: boolean;
  /** Why the last send did not go through (the rule's or the server's message); null after a success. */
  error: string | null;
}

/** Sending into a thread; one send at a time. A sent message is announced as the browser's new_message event. */
export function useSendMessage(threadId: string | null): SendMessageControls {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (content: string, attachmentUploadId?: string | null) => {
      if (!threadId || inFlight.current) return null;
      const problems = validateChatMessage({ content, attachmentUploadId: attachmentUploadId ?? undefined });
      const problem = problems.content?.[0] ?? problems.attachmentUploadId?.[0];
      if (problem) {
        setError(problem);
        return null;
      }
      inFlight.current = true;
      setSending(true);
      try {
        const { message } = await postMessage(threadId, {
          content: chatMessageText(content),
          ...(attachmentUploadId ? { attachmentUploadId } : {}),
        });
        setError(null);
        const detail: NewMessageEvent = { threadId, message };
        window.dispatchEvent(new CustomEvent(CHAT_BROWSER_EVENT, { detail }));
        return message;
      } catch (failure) {
        console.error('Could not send the chat message', failure);
        setError(serverMessageOr(failure, 'Could not send the message. Please try again.'));
        return null;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [threadId],
  );

  return { send, sending, error };
}
