import { MessagesPage } from '@marketplace/chat';

/** /employer/messages: 'Chat with Seekers' (the page lives in the chat lib, shared with seekers). */
export default function EmployerMessagesPage() {
  return <MessagesPage side="employer" />;
}
