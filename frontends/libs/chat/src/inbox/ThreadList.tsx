import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { ChatThreadSummary } from '@marketplace/contracts';
import { formatDate } from '@marketplace/ui/dates';
import { UnreadBadge } from '../badge/UnreadBadge';

/** Where a conversation opens in the inbox: direct threads by id, concierge threads as their job's panel. */
export function threadHref(pathname: string, thread: ChatThreadSummary): string {
  if (thread.kind === 'concierge' && thread.job)
    return `${pathname}?conciergeJobId=${encodeURIComponent(thread.job.id)}`;
  return `${pathname}?threadId=${encodeURIComponent(thread.id)}`;
}

/** The inbox's conversations: the other side, the job, the latest message, unread count and presence. */
export function ThreadList({
  threads,
  selectedId,
  conciergeJobId,
}: {
  threads: ChatThreadSummary[];
  selectedId: string | null;
  conciergeJobId: string | null;
}) {
  const { pathname, state } = useLocation();
  return (
    <List>
      {threads.map((thread) => {
        const current = thread.id === selectedId || (thread.kind === 'concierge' && thread.job?.id === conciergeJobId);
        return (
          <li key={thread.id}>
            <Item
              to={threadHref(pathname, thread)}
              state={state}
              aria-current={current ? 'page' : undefined}
              data-testid="chat-thread"
            >
              <Row>
                <Name>
                  {thread.counterpart.online ? <Online aria-label="Online" role="img" /> : null}
                  {thread.counterpart.name}
                </Name>
                <UnreadBadge count={thread.unreadCount} />
              </Row>
              {thread.job ? <Meta>{thread.job.title}</Meta> : null}
              {thread.lastMessage ? (
                <Row>
                  <Snippet>{thread.lastMessage.content || 'Attachment'}</Snippet>
                  <Meta as="time" dateTime={thread.lastMessage.createdAt}>
                    {formatDate(thread.lastMessage.createdAt)}
                  </Meta>
                </Row>
              ) : null}
            </Item>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Row = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const Online = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.badges.success.fg};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Snippet = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
