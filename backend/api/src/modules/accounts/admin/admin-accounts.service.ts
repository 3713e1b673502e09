import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  ACCOUNT_LIMITS,
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  type FieldErrors,
  isEmail,
  newPasswordError,
} from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import { PasswordHasher } from '../password-hasher';
import { isEmailTakenError, UsersRepository } from '../users.repository';

export class AdminCreationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'AdminCreationError';
  }
}

/** Admins are never created by sign-up: the `admin:create` command (and the demo seed) use this. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly clock: Clock,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  static validate(input: { email: string; name: string; password: string }): FieldErrors {
    const errors: FieldErrors = {};
    const email = input.email.trim();
    if (!isEmail(email)) errors.email = [CHANGE_EMAIL_MESSAGES.invalid];
    else if (email.length > ACCOUNT_LIMITS.emailMax) errors.email = [ACCESS_MESSAGES.emailTooLong];
    const name = input.name.trim();
    if (!name) errors.name = [AUTH_MESSAGES.nameRequired];
    else if (name.length > ACCOUNT_LIMITS.nameMax) errors.name = [ACCESS_MESSAGES.nameTooLong];
    const password = newPasswordError(input.password);
    if (password) errors.password = [password];
    return errors;
  }

  /** Creates an admin with a verified address (the operator vouches for it). */
  async create(input: { email: string; name: string; password: string }): Promise<{ id: string; email: string }> {
    const problems = Object.entries(AdminAccountsService.validate(input)).flatMap(([field, messages]) =>
      messages.map((message) => `${field}: ${message}`),
    );
    if (problems.length > 0) throw new AdminCreationError(problems);
    const id = randomUUID();
    const email = input.email.trim();
    const now = this.clock.now();
    try {
      await this.users.insert(
        {
          id,
          email,
          name: input.name.trim(),
          role: 'admin',
          passwordHash: await this.hasher.hash(input.password),
          companyId: null,
          headline: null,
          emailVerifiedAt: now,
        },
        now,
      );
    } catch (error) {
      if (isEmailTakenError(error)) throw new AdminCreationError([`email: ${AUTH_MESSAGES.emailTaken}`]);
      throw error;
    }
    return { id, email };
  }
}
