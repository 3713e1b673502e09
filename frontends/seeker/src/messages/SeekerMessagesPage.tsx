import { MessagesPage } from '@marketplace/chat';

/** /seeker/messages: 'Chat with Employers' (the page lives in the chat lib, shared with employers). */
export default function SeekerMessagesPage() {
  return <MessagesPage side="seeker" />;
}
