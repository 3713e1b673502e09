import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { ChatSenderType } from '@marketplace/contracts';
import { User } from '../../accounts';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatThread } from './chat-thread.entity';

/**
 * A user's place in a thread: the seeker, the concierge, and each employer of the company once they
 * started, wrote or read it (any employer of the company may). Holds the user's last-read message
 * (and its time, the position unread messages are counted from) and when the offline e-mail last went.
 */
@Entity({ tableName: 'chat_thread_members' })
@Check({ name: 'chat_thread_members_side_check', expression: `"side" in ('employer', 'seeker', 'admin')` })
@Index({ name: 'chat_thread_members_user_id_idx', properties: ['user'] })
@Index({ name: 'chat_thread_members_last_read_message_id_idx', properties: ['lastReadMessage'] })
export class ChatThreadMember {
  [EntityName]?: 'ChatThreadMember';
  @ManyToOne(() => ChatThread, { ref: true, primary: true, fieldName: 'thread_id', deleteRule: 'cascade' })
  thread!: Ref<ChatThread>;

  @ManyToOne(() => User, { ref: true, primary: true, fieldName: 'user_id', deleteRule: 'restrict' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  side!: ChatSenderType;

  @ManyToOne(() => ChatMessageEntity, {
    ref: true,
    fieldName: 'last_read_message_id',
    nullable: true,
    deleteRule: 'set null',
  })
  lastReadMessage: Ref<ChatMessageEntity> | null = null;

  /** The last-read message's created_at: messages after (created_at, id) of it are unread. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  lastReadAt: Date | null = null;

  @Property({ type: 'datetime', length: 3 })
  joinedAt!: Date;

  /** When the offline e-mail about this thread last went to the user, and the newest message it covered. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  emailedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  emailedUpTo: Date | null = null;
}
