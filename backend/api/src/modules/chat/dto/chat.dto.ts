import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import {
  CHAT_LIMITS,
  CHAT_MESSAGE_TYPES,
  CHAT_MESSAGES,
  CHAT_SENDER_TYPES,
  CHAT_THREAD_KINDS,
  type ChatAttachmentResponse,
  type ChatCounterpart,
  type ChatMaintenanceRequest,
  type ChatMaintenanceState,
  type ChatMessage,
  type ChatMessagesParams,
  type ChatMessagesPage,
  type ChatMessageType,
  type ChatSender,
  type ChatSenderType,
  type ChatThreadKind,
  type ChatThreadsPage,
  type ChatThreadSummary,
  type ConciergeChat,
  type InboxMessage,
  type InboxResponse,
  type MarkReadRequest,
  type MarkReadResponse,
  type SendMessageRequest,
  type SendMessageResponse,
  type StartThreadRequest,
  type StartThreadResponse,
} from '@marketplace/contracts';

// Types only: the rules and their messages run in the services through the contracts (validateChatMessage, ...).

const LIMIT = (max: number, fallback: number) =>
  ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: max, default: fallback });

/** `GET /api/messages/inbox` query. */
export class InboxQueryDto {
  @LIMIT(CHAT_LIMITS.inboxMax, CHAT_LIMITS.inboxDefault)
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.limitInvalid })
  limit?: string;
}

/** `GET /api/messages/threads` query. */
export class ThreadsQueryDto {
  @LIMIT(CHAT_LIMITS.threadsMax, CHAT_LIMITS.threadsDefault)
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.limitInvalid })
  limit?: string;

  @ApiPropertyOptional({ type: String, description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.cursorInvalid })
  cursor?: string;
}

/** `GET /api/messages/threads/{threadId}/messages` query. */
export class MessagesQueryDto implements ChatMessagesParams {
  @ApiPropertyOptional({ format: 'uuid', description: 'Messages older than this one (the page above)' })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.messageIdInvalid })
  before?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Messages newer than this one: what a client that reconnected missed (not with before)',
  })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.messageIdInvalid })
  after?: string;

  @LIMIT(CHAT_LIMITS.messagesMax, CHAT_LIMITS.messagesDefault)
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.limitInvalid })
  limit?: string;
}

export class StartThreadDto implements StartThreadRequest {
  // Optional here: a missing recipient is the service's 400 (validateStartThread).
  @ApiProperty({ format: 'uuid', description: "A seeker who applied to or was invited to one of your company's jobs" })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.recipientRequired })
  recipientId!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'One of those jobs, which the thread is about; by default the latest of them',
  })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.jobInvalid })
  jobId?: string | null;
}

export class StartThreadResponseDto implements StartThreadResponse {
  @ApiProperty({ format: 'uuid' }) threadId!: string;
  @ApiProperty({ description: 'False when your company already had a thread with the seeker (that one is answered)' })
  created!: boolean;
}

export class SendMessageDto implements SendMessageRequest {
  @ApiProperty({
    maxLength: CHAT_LIMITS.messageMax,
    description: `Trimmed; not empty unless a file goes with it; at most ${CHAT_LIMITS.messageMax} characters`,
  })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.contentInvalid })
  content!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "A ready upload of yours with purpose 'attachment' (pdf, doc, docx, txt, jpg, jpeg, png)",
  })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.attachmentInvalid })
  attachmentUploadId?: string | null;
}

export class MarkReadDto implements MarkReadRequest {
  @ApiProperty({
    format: 'uuid',
    description: 'The newest message you have seen: it and everything before it are read',
  })
  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.messageIdInvalid })
  upToMessageId!: string;
}

export class ChatMaintenanceDto implements ChatMaintenanceRequest {
  @ApiProperty({ description: 'true puts chat under maintenance (sends are refused); false takes it out' })
  @IsBoolean({ message: CHAT_MESSAGES.enabledInvalid })
  enabled!: boolean;
}

class ChatCompanyDto {
  @ApiProperty({ description: "'Private Company' to seekers when the thread's job hides it" }) companyName!: string;
}

export class ChatSenderDto implements ChatSender {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: CHAT_SENDER_TYPES }) type!: ChatSenderType;
  @ApiProperty({ type: ChatCompanyDto, nullable: true, description: 'For employers only' })
  employer!: ChatCompanyDto | null;
}

export class ChatMessageDto implements ChatMessage {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) threadId!: string;
  @ApiProperty({ format: 'uuid' }) senderId!: string;
  @ApiProperty({ enum: CHAT_SENDER_TYPES }) senderType!: ChatSenderType;
  @ApiProperty({ type: ChatSenderDto }) sender!: ChatSenderDto;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The seeker or the concierge when the company writes; when they write, the employer who started the thread',
  })
  recipientId!: string | null;
  @ApiProperty({ description: "Trimmed; '' for a file sent without words" }) content!: string;
  @ApiProperty({ description: 'The same text (the concierge panel reads it under this name)' }) message!: string;
  @ApiProperty({ enum: CHAT_MESSAGE_TYPES }) messageType!: ChatMessageType;
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Bytes' }) fileSize!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'GET it for a short-lived signed link (members only)' })
  fileUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the other side first read it' })
  readAt!: string | null;
}

class InboxJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

class InboxApplicationDto {
  @ApiProperty({ type: InboxJobDto }) job!: InboxJobDto;
}

export class InboxMessageDto implements InboxMessage {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) threadId!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ description: 'You have read it (always true for your own side)' }) isRead!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: ChatSenderDto }) sender!: ChatSenderDto;
  @ApiProperty({ type: InboxApplicationDto, nullable: true, description: 'The job the thread is about' })
  application!: InboxApplicationDto | null;
}

export class InboxResponseDto implements InboxResponse {
  @ApiProperty({ type: [InboxMessageDto], description: 'The latest message of each of your threads, newest first' })
  messages!: InboxMessageDto[];
  @ApiProperty({ description: 'Messages you have not read, in all your threads' }) unreadCount!: number;
}

export class ChatCounterpartDto implements ChatCounterpart {
  @ApiProperty({ enum: CHAT_SENDER_TYPES }) type!: ChatSenderType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null for a company' })
  userId!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A short-lived signed link' }) pictureUrl!: string | null;
  @ApiProperty({ description: 'Connected to chat now (a company: one of its employers in the thread)' })
  online!: boolean;
}

class ChatLastMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ enum: CHAT_MESSAGE_TYPES }) messageType!: ChatMessageType;
  @ApiProperty({ format: 'uuid' }) senderId!: string;
  @ApiProperty({ enum: CHAT_SENDER_TYPES }) senderType!: ChatSenderType;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ChatThreadSummaryDto implements ChatThreadSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CHAT_THREAD_KINDS }) kind!: ChatThreadKind;
  @ApiProperty({ type: InboxJobDto, nullable: true }) job!: InboxJobDto | null;
  @ApiProperty({ type: ChatCounterpartDto }) counterpart!: ChatCounterpartDto;
  @ApiProperty({ enum: CHAT_SENDER_TYPES, description: 'Your side' }) viewerType!: ChatSenderType;
  @ApiProperty({ type: ChatLastMessageDto, nullable: true }) lastMessage!: ChatLastMessageDto | null;
  @ApiProperty() unreadCount!: number;
  @ApiProperty({ format: 'date-time' }) lastActivityAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ChatThreadsPageDto implements ChatThreadsPage {
  @ApiProperty({ type: [ChatThreadSummaryDto], description: 'Newest activity first' })
  threads!: ChatThreadSummaryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'null on the last page' }) nextCursor!: string | null;
  @ApiProperty({ description: 'Messages you have not read, in all your threads' }) unreadCount!: number;
}

export class ChatMessagesPageDto implements ChatMessagesPage {
  @ApiProperty({ type: ChatThreadSummaryDto }) thread!: ChatThreadSummaryDto;
  @ApiProperty({ type: [ChatMessageDto], description: 'Oldest first (newest last)' }) messages!: ChatMessageDto[];
  @ApiProperty({ description: 'More messages lie beyond this page (older, or newer with after)' }) hasMore!: boolean;
}

export class SendMessageResponseDto implements SendMessageResponse {
  @ApiProperty({ type: ChatMessageDto }) message!: ChatMessageDto;
}

export class MarkReadResponseDto implements MarkReadResponse {
  @ApiProperty({ format: 'uuid' }) threadId!: string;
  @ApiProperty({ format: 'uuid' }) upToMessageId!: string;
  @ApiProperty() threadUnreadCount!: number;
  @ApiProperty() unreadCount!: number;
}

export class ChatAttachmentResponseDto implements ChatAttachmentResponse {
  @ApiProperty({ description: 'A short-lived signed link' }) downloadUrl!: string;
}

export class ConciergeChatDto implements ConciergeChat {
  @ApiProperty({ format: 'uuid' }) threadId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A short-lived signed link' })
  companyLogoUrl!: string | null;
  @ApiProperty({ enum: ['active'] }) status!: 'active';
  @ApiProperty({ format: 'uuid' }) adminId!: string;
  @ApiProperty() conciergeName!: string;
  @ApiProperty() employerName!: string;
  @ApiProperty({ enum: ['admin', 'employer'], description: "Your side: 'Admin Chat' or 'Employer Chat'" })
  viewerType!: 'admin' | 'employer';
}

export class ChatMaintenanceStateDto implements ChatMaintenanceState {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) changedAt!: string | null;
}
