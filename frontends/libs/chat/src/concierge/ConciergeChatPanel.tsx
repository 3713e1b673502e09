import { useId } from 'react';
import styled from 'styled-components';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { ErrorState, Skeleton } from '@marketplace/ui';
import { useConciergeChat } from '../data/hooks';
import { ChatConversation } from '../conversation/ChatConversation';
import { ConciergeChatHeader } from './ConciergeChatHeader';

/**
 * The concierge chat of a job, for its company's employers and for its admin concierge alike (the
 * answer says which side the viewer is on): a panel of fixed height with the job's header, the
 * messages by day, and the composer.
 */
export function ConciergeChatPanel({ jobId }: { jobId: string }) {
  const titleId = useId();
  const chat = useConciergeChat(jobId);
  return (
    <Panel
      aria-labelledby={chat.data ? titleId : undefined}
      aria-label={chat.data ? undefined : CHAT_MESSAGES.conciergeChat}
    >
      {chat.isError ? (
        <ErrorState
          title={CHAT_MESSAGES.fetchFailed}
          message={errorMessage(chat.error)}
          onRetry={() => void chat.refetch()}
          retrying={chat.isFetching}
          retryLabel="Try Again"
        />
      ) : !chat.data ? (
        <div aria-busy="true" aria-label="Loading the concierge chat">
          <Skeleton style={{ height: 64, margin: 12 }} />
        </div>
      ) : (
        <>
          <ConciergeChatHeader chat={chat.data} titleId={titleId} />
          <ChatConversation threadId={chat.data.threadId} viewerType={chat.data.viewerType} />
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  height: ${CHAT_LIMITS.conciergePanelHeightPx}px;
  max-width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
