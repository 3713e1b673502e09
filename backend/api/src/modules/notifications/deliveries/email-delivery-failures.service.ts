import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  EMAIL_DELIVERY_LIMITS,
  EMAIL_DELIVERY_MESSAGES,
  type EmailDeliveryFailuresPage,
  type EmailDeliveryFailuresQuery,
  validateEmailDeliveryFailuresQuery,
} from '@marketplace/contracts';
import { AccessError } from '../../../core/auth/access.errors';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import type { EmailMessage } from '../notifications.constants';
import {
  decodeDeliveryFailureCursor,
  encodeDeliveryFailureCursor,
  toEmailDeliveryFailure,
} from './email-delivery-failures.mapper';
import { EmailDeliveryFailuresRepository } from './email-delivery-failures.repository';
import { deliveryFailureReason } from './smtp-failure';

/**
 * The e-mails that could not be delivered: the worker records each one (a permanent refusal at
 * once, a passing failure once its last retry fails), and admins read them per user.
 */
@Injectable()
export class EmailDeliveryFailures {
  constructor(
    private readonly failures: EmailDeliveryFailuresRepository,
    private readonly clock: Clock,
  ) {}

  /** Records that `message` was not delivered, and why. */
  async record(message: EmailMessage, error: unknown, permanent: boolean): Promise<void> {
    await this.failures.insert({
      id: randomUUID(),
      userId: message.userId ?? null,
      address: message.to.slice(0, 320),
      category: message.category.slice(0, 60),
      subject: message.subject.slice(0, 300),
      reason: deliveryFailureReason(error),
      permanent,
      occurredAt: this.clock.now(),
    });
  }

  /** A page of failures for admins, newest first: one user's when `userId` is given. */
  async page(actor: Actor, query: EmailDeliveryFailuresQuery): Promise<EmailDeliveryFailuresPage> {
    if (actor.user.role !== 'admin') throw AccessError.because('forbidden');
    assertValid(validateEmailDeliveryFailuresQuery(query));
    const after = query.cursor ? decodeDeliveryFailureCursor(query.cursor) : null;
    if (query.cursor && !after) throw invalidField('cursor', EMAIL_DELIVERY_MESSAGES.cursorInvalid);
    const size = EMAIL_DELIVERY_LIMITS.pageSize;
    const rows = await this.failures.page(query.userId?.toLowerCase() ?? null, after, size + 1);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return {
      failures: page.map(toEmailDeliveryFailure),
      nextCursor: rows.length > size && last ? encodeDeliveryFailureCursor(last) : null,
    };
  }
}
