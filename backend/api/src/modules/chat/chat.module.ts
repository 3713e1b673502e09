import { Module } from '@nestjs/common';

/** Employer-seeker messages and the admin concierge chat. Built in a later issue; the module holds its place in the app now. */
@Module({})
export class ChatModule {}
