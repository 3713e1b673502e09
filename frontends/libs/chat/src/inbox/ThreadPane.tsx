import styled from 'styled-components';
import type { ChatThreadSummary } from '@marketplace/contracts';
import { ConciergeChatPanel } from '../concierge/ConciergeChatPanel';
import { ChatConversation } from '../conversation/ChatConversation';

/**
 * The open conversation of the inbox: a concierge job's panel, or a direct thread under the other
 * side's name and the job (the thread may be missing from the first page of the list: it still opens).
 */
export function ThreadPane({
  threadId,
  thread,
  conciergeJobId,
}: {
  threadId: string | null;
  thread: ChatThreadSummary | null;
  conciergeJobId: string | null;
}) {
  if (conciergeJobId) return <ConciergeChatPanel jobId={conciergeJobId} />;
  if (!threadId)
    return (
      <Empty>
        <p>Choose a conversation to read it.</p>
      </Empty>
    );
  return (
    <Pane aria-label={thread ? `Conversation with ${thread.counterpart.name}` : 'Conversation'}>
      {thread ? (
        <Header>
          <h2>{thread.counterpart.name}</h2>
          {thread.job ? <Job>{thread.job.title}</Job> : null}
        </Header>
      ) : null}
      <ChatConversation key={threadId} threadId={threadId} />
    </Pane>
  );
}

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  height: min(70vh, 640px);
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.header`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
`;

const Job = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
