import { Module } from '@nestjs/common';

/** E-mail and in-app notifications, sent from the worker. Built in a later issue; the module holds its place in the app now. */
@Module({})
export class NotificationsModule {}
