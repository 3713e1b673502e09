export * from './api';
export { chatQueryKeys, CHAT_BROWSER_EVENT } from './keys';
export {
  ChatConnection,
  acquireChatConnection,
  releaseChatConnection,
  setChatSocketFactory,
  defaultChatSocketFactory,
  identityKey,
  CHAT_CONNECTION_GRACE_MS,
  type ChatIdentity,
  type ChatSocketFactory,
  type ChatSocketLike,
} from './socket';
export { useChatIdentity, useChatConnection, useChatEvent, useChatRefresh, CHAT_REFRESH_EVENTS } from './connection';
export {
  useChatInbox,
  useChatThreads,
  useChatUnreadCount,
  useChatMaintenance,
  useStartThread,
  useConciergeChat,
  useMarkRead,
} from './hooks';
export { useThreadMessages, type ThreadMessages } from './useThreadMessages';
export { useSendMessage, type SendMessageControls } from './useSendMessage';
export { mergeMessages, applyRead, threadReducer, initialThreadState, type ThreadState } from './thread-state';
