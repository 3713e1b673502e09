import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type MessageResponse,
  newPasswordError,
  type SelfServiceRole,
  signedOutOthersText,
  type SignOutOthersResponse,
  validateChangeEmail,
  validateChangePassword,
  ACCOUNT_LIMITS,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Clock } from '../../../core/clock/clock';
import { DomainEvents } from '../../../core/events/domain-events';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { NotificationCenter, NotificationsService } from '../../notifications';
import type { EmailMessage } from '../../notifications';
import { type AccountDeleted, ACCOUNT_EVENTS } from '../accounts.events';
import { AuthService } from '../identity/auth.service';
import { emailChangedNotice, passwordChangedNotice } from '../mail/account-emails';
import { PasswordHasher } from '../password-hasher';
import { SessionService } from '../sessions/session.service';
import { AccountTokensService } from '../tokens/account-tokens.service';
import { isEmailTakenError, type UserRecord, UsersRepository } from '../users.repository';
import { AccountsError } from '../accounts.errors';

/**
 * The account settings: change password, change e-mail, sign out of other devices, delete the
 * account. Each acts on the actor's own account only (the routes refuse impersonating admins).
 */
@Injectable()
export class AccountSettingsService {
  private readonly logger = new Logger(AccountSettingsService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AccountTokensService,
    private readonly identity: AuthService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly notificationCenter: NotificationCenter,
  ) {}

  private async ownAccount(actor: Actor): Promise<UserRecord> {
    const user = await this.users.findById(actor.user.id);
    if (!user || user.deletedAt) throw AccountsError.because('accountMissing');
    return user;
  }

  /** Change password (the password rules); the other sessions of the account end. */
  async changePassword(actor: Actor, input: ChangePasswordRequest): Promise<MessageResponse> {
    assertValid(validateChangePassword(input));
    const tooLong = newPasswordError(input.newPassword);
    if (tooLong) throw invalidField('newPassword', tooLong);
    const user = await this.ownAccount(actor);
    const currentHash = await this.users.findPasswordHash(user.id);
    if (!currentHash || !(await this.hasher.verify(currentHash, input.currentPassword))) {
      throw invalidField('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
    }
    await this.users.setPasswordHash(user.id, await this.hasher.hash(input.newPassword), this.clock.now());
    await this.sessions.endOthers(user.id, actor.session.id, 'password_changed');
    await this.tokens.voidAll(user.id, 'password_reset');
    await this.notify(await passwordChangedNotice(user.email, user.name, this.config.supportEmail));
    return { message: AUTH_MESSAGES.passwordChanged };
  }

  /**
   * Change e-mail, with the server messages the card maps: the rules (400), then
   * 'Reverification required' for a sign-in older than the window, then a wrong current password
   * (400 on currentPassword), then 'email already exists'. Both checks stay: the recent sign-in
   * bounds how old a session may be, the password proves the person at the screen owns it.
   * The new address is the sign-in from now on (unverified until its link is followed); the old
   * address is told, and the account's other sessions end.
   */
  async changeEmail(actor: Actor, role: SelfServiceRole, input: ChangeEmailRequest): Promise<MessageResponse> {
    const user = await this.ownAccount(actor);
    if (user.role !== role) throw AccountsError.because('wrongRole');
    const newEmail = typeof input.newEmail === 'string' ? input.newEmail.trim() : '';
    const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    assertValid(validateChangeEmail({ newEmail, currentPassword }, user.email, false));
    if (newEmail.length > ACCOUNT_LIMITS.emailMax) throw invalidField('newEmail', ACCESS_MESSAGES.emailTooLong);
    if (!this.sessions.isRecentSignIn(actor.session.signedInAt)) throw AccountsError.because('reverificationRequired');
    const currentHash = await this.users.findPasswordHash(user.id);
    if (!currentHash || !(await this.hasher.verify(currentHash, currentPassword))) {
      throw invalidField('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
    }
    try {
      await this.users.setEmail(user.id, newEmail, this.clock.now());
    } catch (error) {
      if (isEmailTakenError(error)) throw AccountsError.because('emailTaken');
      throw error;
    }
    await this.sessions.endOthers(user.id, actor.session.id, 'email_changed');
    await this.tokens.voidAll(user.id, 'password_reset');
    await this.identity.sendVerification({ id: user.id, email: newEmail, name: user.name });
    await this.notify(await emailChangedNotice(user.email, user.name, newEmail, this.config.supportEmail));
    return { message: AUTH_MESSAGES.emailChanged };
  }

  /** Ends every other session of the account (a lost phone, a shared computer); this one stays signed in. */
  async signOutOtherDevices(actor: Actor): Promise<SignOutOthersResponse> {
    const endedSessions = await this.sessions.endOthers(actor.user.id, actor.session.id, 'signed_out_elsewhere');
    return { message: signedOutOthersText(endedSessions), endedSessions };
  }

  /**
   * Deletes the account once the user has typed its e-mail. Personal data (name, e-mail, headline,
   * picture, password, sessions, link tokens) is erased; the row itself stays, anonymised as
   * "Deleted user", because jobs, applications and the impersonation audit log point at it and must
   * stay consistent. When an employer was the last one at their company, the event says so and jobs
   * closes the company's open jobs; the company and its job history stay (they describe the
   * business, not the person). The only admin cannot delete themself.
   */
  async deleteAccount(actor: Actor, input: DeleteAccountRequest): Promise<MessageResponse> {
    const user = await this.ownAccount(actor);
    const typed = typeof input.confirmEmail === 'string' ? input.confirmEmail.trim().toLowerCase() : '';
    if (typed !== user.email.toLowerCase()) throw invalidField('confirmEmail', AUTH_MESSAGES.deleteConfirmMismatch);
    if (user.role === 'admin' && (await this.users.countLiveAdmins()) <= 1) throw AccountsError.because('lastAdmin');

    const now = this.clock.now();
    let orphanedCompanyId: string | undefined;
    await this.em.transactional(async () => {
      if (
        user.role === 'employer' &&
        user.companyId &&
        (await this.users.countLiveEmployersOf(user.companyId, user.id)) === 0
      ) {
        orphanedCompanyId = user.companyId;
      }
      await this.users.anonymise(user.id, now);
      await this.tokens.deleteAll(user.id);
      await this.sessions.deleteAll(user.id);
      // Notifications are personal data too: they and the person's choices go in the same transaction.
      await this.notificationCenter.forget(user.id);
    });
    const deleted: AccountDeleted = {
      type: ACCOUNT_EVENTS.accountDeleted,
      userId: user.id,
      role: user.role,
      ...(orphanedCompanyId ? { orphanedCompanyId } : {}),
    };
    await this.events.publish(deleted);
    this.logger.log({ userId: user.id, role: user.role }, 'Account deleted');
    return { message: AUTH_MESSAGES.accountDeleted };
  }

  private async notify(message: EmailMessage): Promise<void> {
    try {
      await this.notifications.sendEmail(message);
    } catch (error) {
      this.logger.error({ err: error, category: message.category }, 'Could not queue a notice e-mail');
    }
  }
}
