import styled from 'styled-components';
import { CHAT_MESSAGES, type ChatSenderType } from '@marketplace/contracts';
import { ErrorState, Skeleton } from '@marketplace/ui';
import { useChatMaintenance, useMarkRead } from '../data/hooks';
import { useSendMessage } from '../data/useSendMessage';
import { useThreadMessages } from '../data/useThreadMessages';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';

export interface ChatConversationProps {
  threadId: string;
  /** The viewer's side; by default the thread's own answer says it. */
  viewerType?: ChatSenderType;
}

/**
 * One thread, live: its messages (earlier pages on demand, new ones and read marks as they come),
 * the other party's unread messages reported read once shown, and the composer, disabled with the
 * contract's notice while chat is under maintenance. It fills its container's height.
 */
export function ChatConversation({ threadId, viewerType }: ChatConversationProps) {
  const thread = useThreadMessages(threadId);
  const { send, error } = useSendMessage(threadId);
  const markRead = useMarkRead(threadId);
  const maintenance = useChatMaintenance();
  const side = viewerType ?? thread.thread?.viewerType ?? null;

  if (thread.status === 'error')
    return (
      <Frame>
        <ErrorState title={CHAT_MESSAGES.fetchFailed} onRetry={() => void thread.reload()} retryLabel="Try Again" />
      </Frame>
    );
  if (side === null || thread.status !== 'ready')
    return (
      <Frame aria-busy="true" aria-label="Loading messages">
        <Skeleton style={{ height: 48, margin: 12 }} />
        <Skeleton style={{ height: 48, margin: 12 }} />
      </Frame>
    );
  return (
    <Frame>
      <MessageList
        messages={thread.messages}
        viewerType={side}
        onMarkRead={(upTo) => void markRead(upTo)}
        hasOlder={thread.hasOlder}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={() => void thread.loadOlder()}
      />
      <MessageComposer
        onSend={(message) => send(message.content, message.attachmentUploadId)}
        sendError={error}
        disabledReason={maintenance.enabled ? CHAT_MESSAGES.maintenance : null}
      />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;
