import { Body, Controller, Get, Header, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NotificationPreferences, NotificationsPage, UnreadCountResponse } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import {
  MarkNotificationsDto,
  NotificationPreferencesDto,
  NotificationPreferencesInputDto,
  NotificationsPageDto,
  NotificationsQueryDto,
  UnreadCountDto,
} from '../dto/notification-center.dto';
import { NotificationInbox } from './notification-inbox.service';

/** The caller's own notifications and notification preferences (contracts: notification-center.ts). */
@ApiTags('notifications')
@Controller('notifications')
@Roles('seeker', 'employer', 'admin')
export class NotificationsController {
  constructor(private readonly inbox: NotificationInbox) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your notifications, newest first, a page at a time, and how many are unread' })
  @ApiOkResponse({ type: NotificationsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A cursor this API did not make' })
  page(@CurrentActor() actor: Actor, @Query() query: NotificationsQueryDto): Promise<NotificationsPage> {
    return this.inbox.page(actor, query.cursor);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark some of your notifications read ({ ids }), or all of them ({ all: true })' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Neither ids (1 to 100) nor all' })
  read(@CurrentActor() actor: Actor, @Body() body: MarkNotificationsDto): Promise<UnreadCountResponse> {
    return this.inbox.markRead(actor, body);
  }

  @Post('seen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stamp notifications the panel showed you as seen (they stay unread)' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No ids, or more than 100' })
  seen(@CurrentActor() actor: Actor, @Body() body: MarkNotificationsDto): Promise<UnreadCountResponse> {
    return this.inbox.markSeen(actor, body);
  }

  @Get('preferences')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Your choice per kind of notification (in-app; e-mail as it happens, digest or off) and your digest time zone',
  })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  preferences(@CurrentActor() actor: Actor): Promise<NotificationPreferences> {
    return this.inbox.preferencesOf(actor);
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Change your choices for the kinds named (the others stay) and your digest time zone' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'An unknown kind, one not sent to your role, or e-mail off for an account mail',
  })
  updatePreferences(
    @CurrentActor() actor: Actor,
    @Body() body: NotificationPreferencesInputDto,
  ): Promise<NotificationPreferences> {
    return this.inbox.updatePreferences(actor, body);
  }
}
