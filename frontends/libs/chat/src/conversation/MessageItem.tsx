import styled from 'styled-components';
import type { ChatMessage, ChatSenderType } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/ui';
import { formatTime } from '@marketplace/ui/dates';
import { AttachmentLink } from './AttachmentLink';
import { ReadReceipt } from './ReadReceipt';

export interface MessageItemProps {
  message: ChatMessage;
  /** The viewer's side: a message of the same sender type is their own (right), any other the other party's (left). */
  viewerType: ChatSenderType;
}

/** True when the viewer's side wrote the message: own messages are decided by sender type, not by person. */
export function isOwnMessage(message: Pick<ChatMessage, 'senderType'>, viewerType: ChatSenderType): boolean {
  return message.senderType === viewerType;
}

/** One message: the other party's name, the text as typed (line breaks kept), the file, the time, and on own messages the receipt. */
export function MessageItem({ message, viewerType }: MessageItemProps) {
  const own = isOwnMessage(message, viewerType);
  const time = formatTime(message.createdAt);
  return (
    <Row $own={own} data-own={own} data-message-id={message.id}>
      <Bubble $own={own}>
        {own ? <VisuallyHidden>You: </VisuallyHidden> : <Sender>{message.sender.name}</Sender>}
        {message.content ? <Text>{message.content}</Text> : null}
        {message.messageType === 'file' && message.fileUrl && message.fileName ? (
          <AttachmentLink
            threadId={message.threadId}
            messageId={message.id}
            fileName={message.fileName}
            fileSize={message.fileSize}
          />
        ) : null}
        <Footer>
          <time dateTime={message.createdAt}>{time}</time>
          {own ? <ReadReceipt readAt={message.readAt} /> : null}
        </Footer>
      </Bubble>
    </Row>
  );
}

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  justify-content: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  margin: ${({ theme }) => theme.space.xs} 0;
`;

const Bubble = styled.div<{ $own: boolean }>`
  max-width: min(75%, 520px);
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;
  color: ${({ theme, $own }) => ($own ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.badges.neutral.bg)};
  ${({ $own }) => ($own ? 'border-bottom-right-radius: 4px;' : 'border-bottom-left-radius: 4px;')}
  /* The receipt and the time read on the bubble's own colour. */
  [data-receipt] {
    color: inherit;
  }
  [data-receipt='sent'] {
    opacity: 0.75;
  }
`;

const Sender = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  margin: 0 0 2px;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.9;
`;
