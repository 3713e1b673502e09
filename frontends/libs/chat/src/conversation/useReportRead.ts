import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatSenderType } from '@marketplace/contracts';
import { isOwnMessage } from './MessageItem';

/** The newest message of the other party the viewer has not read yet (its `readAt` is still empty), or null. */
export function newestUnreadFromOthers(
  messages: readonly Pick<ChatMessage, 'id' | 'senderType' | 'readAt'>[],
  viewerType: ChatSenderType,
): string | null {
  const newest = messages.findLast((message) => !isOwnMessage(message, viewerType));
  return newest && newest.readAt === null ? newest.id : null;
}

/**
 * Reports the other party's unread messages as read once they are on screen: the newest of them
 * (everything before it counts as read too), while the page is visible, once per message; a hidden
 * tab reports when it is shown again.
 */
export function useReportRead(
  messages: readonly Pick<ChatMessage, 'id' | 'senderType' | 'readAt'>[],
  viewerType: ChatSenderType,
  onMarkRead: ((upToMessageId: string) => void) | undefined,
): void {
  const reported = useRef<string | null>(null);
  const target = newestUnreadFromOthers(messages, viewerType);
  const onMarkReadRef = useRef(onMarkRead);
  useEffect(() => {
    onMarkReadRef.current = onMarkRead;
  }, [onMarkRead]);

  useEffect(() => {
    if (target === null) return;
    const report = () => {
      if (document.visibilityState !== 'visible' || reported.current === target || !onMarkReadRef.current) return;
      reported.current = target;
      onMarkReadRef.current(target);
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [target]);
}
