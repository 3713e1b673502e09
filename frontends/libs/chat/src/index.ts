// The chat lib: its data layer (typed calls, the page's one socket, React hooks) and the screens
// built on it. Pages import what they show; the shell imports it only lazily (never on first load).
export * from './data';
export { MessagesPage, type InboxSide } from './inbox/MessagesPage';
export {
  readComposeParams,
  chatComposeHref,
  isMessagesPage,
  type ComposeParams,
  type ComposeRequest,
} from './inbox/compose-params';
export { sourcePageOf, inboxReferrer, type ChatNavigationState } from './inbox/source-page';
export { filterThreads } from './inbox/filter-threads';
export { ChatButton, type ChatButtonProps } from './badge/ChatButton';
export { UnreadBadge, unreadLabel } from './badge/UnreadBadge';
export { HeaderUnreadBadge } from './badge/HeaderUnreadBadge';
export * from './conversation';
export * from './concierge';
