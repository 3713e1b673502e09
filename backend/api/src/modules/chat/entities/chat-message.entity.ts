import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CHAT_LIMITS, type ChatSenderType } from '@marketplace/contracts';
import { User } from '../../accounts';
import { Upload } from '../../uploads';
import { ChatThread } from './chat-thread.entity';

/**
 * One message, written before anyone is told of it. Messages are ordered by (created_at, id).
 * `readAt`: when the other side first read it (the read receipt). The attachment's name, type and
 * size are kept with the message; the file itself stays the uploads module's, read through signed
 * links by the thread's members only (a deleted account's files go, leaving the name behind).
 */
@Entity({ tableName: 'chat_messages' })
@Check({ name: 'chat_messages_sender_type_check', expression: `"sender_type" in ('employer', 'seeker', 'admin')` })
@Check({ name: 'chat_messages_content_length', expression: `char_length("content") <= ${CHAT_LIMITS.messageMax}` })
@Index({
  name: 'chat_messages_thread_order_idx',
  expression:
    'create index "chat_messages_thread_order_idx" on "chat_messages" ("thread_id", "created_at" desc, "id" desc)',
})
@Index({ name: 'chat_messages_sender_id_idx', properties: ['sender'] })
@Index({ name: 'chat_messages_attachment_upload_id_idx', properties: ['attachmentUpload'] })
export class ChatMessageEntity {
  [EntityName]?: 'ChatMessageEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ChatThread, { ref: true, fieldName: 'thread_id', deleteRule: 'cascade' })
  thread!: Ref<ChatThread>;

  /** The user who wrote it (an impersonating admin writes as the user they act as; the audit log says who). */
  @ManyToOne(() => User, { ref: true, fieldName: 'sender_id', deleteRule: 'restrict' })
  sender!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  senderType!: ChatSenderType;

  /** Trimmed; '' only for a file sent without words. */
  @Property({ type: 'text' })
  content!: string;

  @ManyToOne(() => Upload, {
    ref: true,
    fieldName: 'attachment_upload_id',
    nullable: true,
    deleteRule: 'set null',
  })
  attachmentUpload: Ref<Upload> | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  attachmentName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  attachmentType: string | null = null;

  @Property({ type: 'integer', nullable: true })
  attachmentSize: number | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  readAt: Date | null = null;
}
