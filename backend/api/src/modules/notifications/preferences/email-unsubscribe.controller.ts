import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiGoneResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { NOTIFICATION_CENTER_MESSAGES, NOTIFICATION_MESSAGES } from '@marketplace/contracts';
import { CrossSiteAllowed, Public } from '../../../core/auth/access-policy';
import { AcceptsFormPost } from '../../../core/http/form-post';
import { EmailUnsubscribeQueryDto } from '../dto/email-unsubscribe.dto';
import { unsubscribePage } from '../email/unsubscribe-page';
import { NotificationPreferences } from './notification-preferences.service';

/** The unsubscribe page's answers are small HTML pages, not JSON. */
const HTML_PAGE = { 'text/html': { schema: { type: 'string' as const } } };

/**
 * The unsubscribe address of notification e-mails (application updates, the applicants digest):
 * works without signing in, the signed token being the proof. A person opens it from the mail
 * (GET); a mail client's own Unsubscribe button POSTs to it from the provider's servers (RFC 8058
 * one-click), hence no origin check on the POST. Turns off that one kind of e-mail for that user.
 */
@ApiTags('notifications')
@Controller('notifications')
export class EmailUnsubscribeController {
  constructor(private readonly preferences: NotificationPreferences) {}

  @Get('unsubscribe')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Turn off one kind of notification e-mail by the link in such a mail; answers a small HTML page',
  })
  @ApiOkResponse({ description: 'Unsubscribed (also when already so)', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'The token is missing, malformed or not ours', content: HTML_PAGE })
  @ApiGoneResponse({ description: 'The link expired', content: HTML_PAGE })
  unsubscribe(
    @Query() query: EmailUnsubscribeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.answer(query.token, reply);
  }

  @Post('unsubscribe')
  @Public()
  @CrossSiteAllowed()
  @AcceptsFormPost()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post target mail clients POST "List-Unsubscribe=One-Click" to',
  })
  @ApiOkResponse({ description: 'Unsubscribed (also when already so)', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'The token is missing, malformed or not ours', content: HTML_PAGE })
  @ApiGoneResponse({ description: 'The link expired', content: HTML_PAGE })
  oneClickUnsubscribe(
    @Query() query: EmailUnsubscribeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return this.answer(query.token, reply);
  }

  /** 200 with a page naming what was turned off; 410 when the link's time ran out; 400 when the link is not ours. */
  private async answer(token: string | undefined, reply: FastifyReply): Promise<string> {
    const outcome = await this.preferences.unsubscribe(token);
    reply
      .status(outcome?.status === 'unsubscribed' ? 200 : outcome?.status === 'expired' ? 410 : 400)
      .header('content-type', 'text/html; charset=utf-8');
    if (outcome?.status === 'unsubscribed')
      return unsubscribePage({
        title: NOTIFICATION_MESSAGES.unsubscribedTitle,
        message: NOTIFICATION_MESSAGES.unsubscribed(outcome.kind),
      });
    if (outcome?.status === 'expired')
      return unsubscribePage({
        title: NOTIFICATION_CENTER_MESSAGES.unsubscribeExpiredTitle,
        message: NOTIFICATION_CENTER_MESSAGES.unsubscribeExpired,
      });
    return unsubscribePage({
      title: NOTIFICATION_MESSAGES.unsubscribeInvalidTitle,
      message: NOTIFICATION_MESSAGES.unsubscribeInvalid,
    });
  }
}
