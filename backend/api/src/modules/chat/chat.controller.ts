import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type {
  ChatAttachmentResponse,
  ChatMaintenanceState,
  ChatMessagesPage,
  ChatThreadsPage,
  ConciergeChat,
  InboxResponse,
  MarkReadResponse,
  SendMessageResponse,
  StartThreadResponse,
} from '@marketplace/contracts';
import { Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { ChatMaintenanceService } from './chat-maintenance.service';
import { ChatService } from './chat.service';
import {
  ChatAttachmentResponseDto,
  ChatMaintenanceDto,
  ChatMaintenanceStateDto,
  ChatMessagesPageDto,
  ChatThreadsPageDto,
  ConciergeChatDto,
  InboxQueryDto,
  InboxResponseDto,
  MarkReadDto,
  MarkReadResponseDto,
  MessagesQueryDto,
  SendMessageDto,
  SendMessageResponseDto,
  StartThreadDto,
  StartThreadResponseDto,
  ThreadsQueryDto,
} from './dto/chat.dto';

/**
 * Chat (contracts: chat.ts): the inbox, threads and their messages, read marks, the concierge
 * panel's data and the maintenance state. Seekers, employers and admins; the thread is checked in
 * the service (someone else's answers 404). An admin impersonating acts as the user.
 */
@ApiTags('messages')
@Controller('messages')
@Roles('seeker', 'employer', 'admin')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly maintenance: ChatMaintenanceService,
  ) {}

  @Get('inbox')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The latest message of each of your threads, newest first, and how many you have not read' })
  @ApiOkResponse({ type: InboxResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'limit is not a whole number from 1 to 100' })
  inbox(@CurrentActor() actor: Actor, @Query() query: InboxQueryDto): Promise<InboxResponse> {
    return this.chat.inbox(actor, { ...query });
  }

  @Get('threads')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Your threads, newest activity first, with unread counts; keyset pages' })
  @ApiOkResponse({ type: ChatThreadsPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad limit or cursor' })
  threads(@CurrentActor() actor: Actor, @Query() query: ThreadsQueryDto): Promise<ChatThreadsPage> {
    return this.chat.threads(actor, { ...query });
  }

  @Post('threads')
  @HttpCode(200)
  @Roles('employer')
  @ApiOperation({
    summary:
      "Start a thread with a seeker who applied to or was invited to one of your company's jobs; answers the existing thread when there is one",
  })
  @ApiOkResponse({ type: StartThreadResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No recipient, or a job they did not apply or get invited to',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No seeker who applied to or was invited to your jobs' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Chat is under maintenance' })
  start(@CurrentActor() actor: Actor, @Body() body: StartThreadDto): Promise<StartThreadResponse> {
    return this.chat.startThread(actor, body);
  }

  @Get('threads/:threadId/messages')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'A page of the thread, oldest first (newest last): the newest messages, those before one (before=), or those after one (after=, what a reconnecting client missed)',
  })
  @ApiOkResponse({ type: ChatMessagesPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad limit, or a message not of this thread' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not a thread of yours' })
  messages(
    @CurrentActor() actor: Actor,
    @Param('threadId') threadId: string,
    @Query() query: MessagesQueryDto,
  ): Promise<ChatMessagesPage> {
    return this.chat.messages(actor, threadId, { ...query });
  }

  @Post('threads/:threadId/messages')
  @ApiOperation({
    summary:
      'Send a message (trimmed, not empty unless a file goes with it, a length limit, a rate limit per sender); stored before anyone is told',
  })
  @ApiCreatedResponse({ type: SendMessageResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Empty, too long, or a file that is not your ready attachment',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not a thread of yours' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many messages in a minute' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Chat is under maintenance' })
  send(
    @CurrentActor() actor: Actor,
    @Param('threadId') threadId: string,
    @Body() body: SendMessageDto,
  ): Promise<SendMessageResponse> {
    return this.chat.send(actor, threadId, body);
  }

  @Post('threads/:threadId/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the thread read up to one of its messages (read receipts for the other side)' })
  @ApiOkResponse({ type: MarkReadResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'upToMessageId is not a message of this thread' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not a thread of yours' })
  read(
    @CurrentActor() actor: Actor,
    @Param('threadId') threadId: string,
    @Body() body: MarkReadDto,
  ): Promise<MarkReadResponse> {
    return this.chat.markRead(actor, threadId, body);
  }

  @Get('threads/:threadId/messages/:messageId/attachment')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A short-lived signed link to a message's file, for the thread's members" })
  @ApiOkResponse({ type: ChatAttachmentResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not a thread of yours, or no file' })
  async attachment(
    @CurrentActor() actor: Actor,
    @Param('threadId') threadId: string,
    @Param('messageId') messageId: string,
  ): Promise<ChatAttachmentResponse> {
    return { downloadUrl: await this.chat.attachmentLink(actor, threadId, messageId) };
  }

  @Get('concierge/:jobId')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "The concierge panel of a job: its Chat data and thread, for the job's employers and its concierge",
  })
  @ApiOkResponse({ type: ConciergeChatDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not your job or not your concierge job, or none' })
  concierge(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): Promise<ConciergeChat> {
    return this.chat.concierge(actor, jobId);
  }

  @Get('maintenance')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Whether chat is under maintenance (the inbox then shows only the notice)' })
  @ApiOkResponse({ type: ChatMaintenanceStateDto })
  maintenanceState(): Promise<ChatMaintenanceState> {
    return this.maintenance.state();
  }
}

/** The maintenance switch, for admins acting as themselves. */
@ApiTags('admin')
@Controller('admin/chat')
@Roles('admin')
export class AdminChatController {
  constructor(private readonly maintenance: ChatMaintenanceService) {}

  @Put('maintenance')
  @ApiOperation({
    summary: 'Put chat under maintenance or take it out; every API instance refuses sends at once while it is on',
  })
  @ApiOkResponse({ type: ChatMaintenanceStateDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'enabled is not true or false' })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  setMaintenance(@CurrentActor() actor: Actor, @Body() body: ChatMaintenanceDto): Promise<ChatMaintenanceState> {
    return this.maintenance.set(actor, body);
  }
}
