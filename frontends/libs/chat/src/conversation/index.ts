// A conversation's pieces, shared by the inbox's thread view and the concierge panel.
export { ChatConversation, type ChatConversationProps } from './ChatConversation';
export { MessageList, MESSAGE_LIST_TEXTS, type MessageListProps } from './MessageList';
export { MessageItem, isOwnMessage, type MessageItemProps } from './MessageItem';
export { MessageComposer, COMPOSER_TEXTS, type ComposedMessage, type MessageComposerProps } from './MessageComposer';
export { AttachmentLink, fileSizeLabel } from './AttachmentLink';
export { ReadReceipt, RECEIPT_TEXTS } from './ReadReceipt';
export { chatDayLabel, groupMessagesByDay, type ChatDayGroup } from './day-groups';
export { useReportRead, newestUnreadFromOthers } from './useReportRead';
export { useAttachmentUpload, ATTACHMENT_ACCEPT, type PendingAttachment } from './useAttachmentUpload';
