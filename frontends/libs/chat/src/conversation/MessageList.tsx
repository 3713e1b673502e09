import { useLayoutEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import type { ChatMessage, ChatSenderType } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { groupMessagesByDay } from './day-groups';
import { MessageItem } from './MessageItem';
import { useReportRead } from './useReportRead';

/** The list's own words. */
export const MESSAGE_LIST_TEXTS = {
  label: 'Messages',
  empty: 'No messages yet. Say hello!',
  loadOlder: 'Show earlier messages',
  loadingOlder: 'Loading earlier messages…',
} as const;

export interface MessageListProps {
  /** Oldest first, newest last. */
  messages: readonly ChatMessage[];
  viewerType: ChatSenderType;
  /** Told the newest of the other party's unread messages once they are displayed. */
  onMarkRead?: (upToMessageId: string) => void;
  /** There are older messages than the first one shown. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** The clock the day labels are read against (tests pin it). */
  now?: Date;
}

/** Whether the reader is at (or near) the newest message: only then do new messages scroll into view. */
function nearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < 80;
}

/**
 * A conversation's messages under day headings (Today, Yesterday, a short date), own messages on
 * the right. It opens at the newest message, follows new ones while the reader is at the bottom
 * (always after their own), and keeps the reader's place when earlier messages are added above.
 */
export function MessageList(props: MessageListProps) {
  const { messages, viewerType, onMarkRead, hasOlder, loadingOlder, onLoadOlder, now } = props;
  const groups = useMemo(() => groupMessagesByDay(messages, now), [messages, now]);
  useReportRead(messages, viewerType, onMarkRead);

  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: null as string | null, last: null as string | null, height: 0, atBottom: true });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.id ?? null;
    const newest = messages[messages.length - 1];
    const last = newest?.id ?? null;
    const before = seen.current;
    if (
      last !== before.last &&
      (before.atBottom || before.last === null || (newest && newest.senderType === viewerType))
    )
      element.scrollTop = element.scrollHeight;
    else if (first !== before.first && last === before.last) element.scrollTop += element.scrollHeight - before.height;
    seen.current = { first, last, height: element.scrollHeight, atBottom: nearBottom(element) };
  }, [messages, viewerType]);

  return (
    <Scroller
      ref={scroller}
      role="log"
      aria-label={MESSAGE_LIST_TEXTS.label}
      tabIndex={0}
      onScroll={(event) => {
        seen.current.atBottom = nearBottom(event.currentTarget);
        seen.current.height = event.currentTarget.scrollHeight;
      }}
    >
      {hasOlder && onLoadOlder ? (
        <Older>
          <Button $variant="ghost" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? MESSAGE_LIST_TEXTS.loadingOlder : MESSAGE_LIST_TEXTS.loadOlder}
          </Button>
        </Older>
      ) : null}
      {groups.length === 0 ? <Empty>{MESSAGE_LIST_TEXTS.empty}</Empty> : null}
      {groups.map((group) => (
        <section key={group.day} aria-label={group.label || undefined}>
          {group.label ? (
            <Day>
              <span>{group.label}</span>
            </Day>
          ) : null}
          <Messages>
            {group.messages.map((message) => (
              <MessageItem key={message.id} message={message} viewerType={viewerType} />
            ))}
          </Messages>
        </section>
      ))}
    </Scroller>
  );
}

const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: ${({ theme }) => theme.space.xl} 0;
`;

const Day = styled.h3`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.badges.neutral.bg};
  }
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;
