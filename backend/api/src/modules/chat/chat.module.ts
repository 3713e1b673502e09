import { Module } from '@nestjs/common';

/** Employer-seeker messages and the admin concierge chat. Not built yet: the module holds its place in the app. */
@Module({})
export class ChatModule {}
