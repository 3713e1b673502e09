import { Module } from '@nestjs/common';
import { ChatRepository } from '../chat.repository';
import { ChatDemoSeeder } from './chat-demo.seeder';

/** The demo conversations (`npm start`): imported by the seed command only, never by the running app. */
@Module({ providers: [ChatRepository, ChatDemoSeeder], exports: [ChatDemoSeeder] })
export class ChatDemoModule {}

export { type ChatDemoInput, ChatDemoSeeder } from './chat-demo.seeder';
