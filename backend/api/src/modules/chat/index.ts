export { ChatModule, ChatWorkerModule } from './chat.module';

import { ChatMaintenanceChange } from './entities/chat-maintenance-change.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { ChatThread } from './entities/chat-thread.entity';
import { ChatThreadMember } from './entities/chat-thread-member.entity';

/** The tables chat owns, for the ORM (gathered in modules/index.ts). */
export const CHAT_ENTITIES = [ChatThread, ChatThreadMember, ChatMessageEntity, ChatMaintenanceChange];
