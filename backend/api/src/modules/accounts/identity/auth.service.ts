import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import {
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  type ChooseRoleRequest,
  hasForbiddenCharacters,
  isEmail,
  type MessageResponse,
  newPasswordError,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type SelfServiceRole,
  type SessionUser,
  type SignUpRequest,
  validateRoleChoice,
  validateSignUp,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Clock } from '../../../core/clock/clock';
import { DomainEvents } from '../../../core/events/domain-events';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { NotificationsService } from '../../notifications';
import { slugify } from '../../../core/text/slugify';
import { ACCOUNT_EVENTS, type UserSignedOut } from '../accounts.events';
import { ACCOUNT_JOBS, type PasswordResetRequestJob } from '../accounts.queue';
import { CompaniesRepository } from '../companies.repository';
import {
  passwordChangedNotice,
  passwordResetEmail,
  resetPasswordLink,
  verificationEmail,
  verifyEmailLink,
} from '../mail/account-emails';
import { PasswordHasher } from '../password-hasher';
import { type IssuedSession, SessionService } from '../sessions/session.service';
import { AccountTokensService } from '../tokens/account-tokens.service';
import { type Credentials, isEmailTakenError, type UserRecord, UsersRepository } from '../users.repository';
import { AccountsError } from '../accounts.errors';

/** Passwords longer than this are not even hashed (a megabyte body must not cost seconds of CPU). */
const VERIFY_INPUT_MAX = 1024;

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    companyName: user.companyName,
    headline: user.headline,
    profilePictureUrl: user.profilePictureUrl,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** A fresh company for an employer, with a slug that cannot collide with another's. */
export function newCompany(name: string): { id: string; slug: string; name: string } {
  const base = slugify(name).slice(0, 60) || 'company';
  return { id: randomUUID(), slug: `${base}-${randomBytes(4).toString('hex')}`, name };
}

/**
 * Identity: sign-up, credentials, sessions at sign-in and sign-out, onboarding, e-mail
 * verification and password reset. Sign-in itself is passport's local strategy calling
 * verifyCredentials; the controller then opens the session here.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AccountTokensService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    @InjectQueue(QUEUES.accounts) private readonly queue: Queue<PasswordResetRequestJob>,
  ) {}

  /** Creates a seeker or employer (with their company), signs them in and sends the verification link. */
  async signUp(
    input: SignUpRequest,
    replacedSessionId: string | null,
  ): Promise<{ user: UserRecord; session: IssuedSession }> {
    assertValid(validateSignUp(input));
    const email = input.email.trim();
    const role: SelfServiceRole = input.role;
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    const userId = randomUUID();
    try {
      await this.em.transactional(async () => {
        let companyId: string | null = null;
        if (role === 'employer') {
          const company = newCompany(input.companyName!.trim());
          await this.companies.insert(company, now);
          companyId = company.id;
        }
        await this.users.insert(
          {
            id: userId,
            email,
            name: input.name.trim(),
            role,
            passwordHash,
            companyId,
            headline: null,
            emailVerifiedAt: null,
          },
          now,
        );
      });
    } catch (error) {
      if (isEmailTakenError(error)) throw AccountsError.because('emailTaken');
      throw error;
    }
    const user = (await this.users.findById(userId))!;
    const session = await this.openSession(user, replacedSessionId);
    await this.sendVerification(user, input.returnTo);
    return { user, session };
  }

  /**
   * The local strategy's check. Unknown e-mail and wrong password take the same time (a dummy
   * hash is verified) and give the same null, so neither timing nor answer tells them apart.
   */
  async verifyCredentials(email: unknown, password: unknown): Promise<Credentials | null> {
    const given = typeof password === 'string' && password.length <= VERIFY_INPUT_MAX ? password : '';
    const address = typeof email === 'string' ? email.trim() : '';
    // No stored address holds control characters, and the database would refuse to compare one.
    const credentials =
      address && address.length <= 254 && !hasForbiddenCharacters(address)
        ? await this.users.findCredentialsByEmail(address)
        : null;
    if (!credentials || !given) {
      await this.hasher.verifyAgainstDummy(given);
      return null;
    }
    return (await this.hasher.verify(credentials.passwordHash, given)) ? credentials : null;
  }

  /** A new session for a user who just proved their password; the browser's previous one (if any) ends. */
  async openSession(
    user: { id: string; role: UserRecord['role'] },
    replacedSessionId: string | null,
  ): Promise<IssuedSession> {
    if (replacedSessionId) await this.sessions.end(replacedSessionId, 'replaced');
    return this.sessions.issue(user);
  }

  async signOut(actor: Actor | null): Promise<void> {
    if (!actor) return;
    await this.sessions.end(actor.session.id, 'signed_out');
    await this.events.publish({
      type: ACCOUNT_EVENTS.signedOut,
      userId: actor.realUser.id,
      role: actor.realUser.role,
      sessionId: actor.session.id,
    } satisfies UserSignedOut);
  }

  async findUser(id: string): Promise<UserRecord | null> {
    return this.users.findById(id);
  }

  /** Onboarding: a user without a role picks seeker or employer (employers name their company). */
  async chooseRole(actor: Actor, input: ChooseRoleRequest): Promise<UserRecord> {
    assertValid(validateRoleChoice(input));
    if (actor.user.role !== null) throw AccountsError.because('roleAlreadyChosen');
    const now = this.clock.now();
    const chosen = await this.em.transactional(async () => {
      let companyId: string | null = null;
      if (input.role === 'employer') {
        const company = newCompany(input.companyName!.trim());
        await this.companies.insert(company, now);
        companyId = company.id;
      }
      return this.users.setInitialRole(actor.user.id, input.role, companyId, now);
    });
    if (!chosen) throw AccountsError.because('roleAlreadyChosen');
    return (await this.users.findById(actor.user.id))!;
  }

  async verifyEmail(token: string | undefined): Promise<MessageResponse> {
    const used = await this.tokens.consume(token ?? '', 'email_verification');
    if (!used || !(await this.users.markEmailVerified(used.user_id, used.email, this.clock.now()))) {
      throw invalidField('token', AUTH_MESSAGES.verifyTokenInvalid);
    }
    return { message: AUTH_MESSAGES.emailVerified };
  }

  /**
   * Sends a verification link to the user's current address; `returnTo` (checked by the caller) is
   * the page the link brings them back to once verified. A failure to queue it does not fail the caller.
   */
  async sendVerification(user: Pick<UserRecord, 'id' | 'email' | 'name'>, returnTo?: string): Promise<void> {
    try {
      const token = await this.tokens.issue(user.id, 'email_verification', user.email);
      await this.notifications.sendEmail(
        await verificationEmail(
          user.email,
          user.name,
          verifyEmailLink(this.config.publicUrl, token, returnTo),
          this.tokens.ttlOf('email_verification'),
        ),
      );
    } catch (error) {
      this.logger.error({ err: error, userId: user.id }, 'Could not send the verification e-mail');
    }
  }

  /**
   * Always the same answer, whatever the address: the lookup and the e-mail happen in the worker,
   * so neither the answer nor its timing reveals whether an account exists.
   */
  async requestPasswordReset(input: PasswordResetRequest): Promise<MessageResponse> {
    const email = typeof input.email === 'string' ? input.email.trim() : '';
    if (!isEmail(email) || email.length > 254) throw invalidField('email', CHANGE_EMAIL_MESSAGES.invalid);
    await this.queue.add(ACCOUNT_JOBS.passwordResetRequest, { email }, { attempts: 3 });
    return { message: AUTH_MESSAGES.passwordResetSent };
  }

  /** Worker side of a reset request: a link for an existing account, nothing otherwise. */
  async sendPasswordReset(email: string): Promise<'sent' | 'no-account'> {
    const found = await this.users.findLiveIdByEmail(email);
    if (!found) return 'no-account';
    const user = (await this.users.findById(found.id))!;
    const token = await this.tokens.issue(user.id, 'password_reset', user.email);
    await this.notifications.sendEmail(
      await passwordResetEmail(
        user.email,
        user.name,
        resetPasswordLink(this.config.publicUrl, token),
        this.tokens.ttlOf('password_reset'),
      ),
    );
    return 'sent';
  }

  /** Sets a new password from a reset link: the link works once, and every session of the account ends. */
  async confirmPasswordReset(input: PasswordResetConfirmRequest): Promise<MessageResponse> {
    const problem = newPasswordError(input.password);
    if (problem) throw invalidField('password', problem);
    const used = await this.tokens.consume(input.token ?? '', 'password_reset');
    if (!used) throw invalidField('token', AUTH_MESSAGES.resetTokenInvalid);
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    await this.users.setPasswordHash(used.user_id, passwordHash, now);
    // The link reached the mailbox, which proves the address.
    await this.users.markEmailVerified(used.user_id, used.email, now);
    await this.tokens.voidAll(used.user_id, 'password_reset');
    await this.sessions.endAll(used.user_id, 'password_reset');
    const user = await this.users.findById(used.user_id);
    if (user) await this.notify(await passwordChangedNotice(user.email, user.name, this.config.supportEmail));
    return { message: AUTH_MESSAGES.passwordReset };
  }

  private async notify(message: Parameters<NotificationsService['sendEmail']>[0]): Promise<void> {
    try {
      await this.notifications.sendEmail(message);
    } catch (error) {
      this.logger.error({ err: error, category: message.category }, 'Could not queue a notice e-mail');
    }
  }
}
