import { Injectable } from '@nestjs/common';
import type { ActorUser } from '../../core/auth/actor';
import { type UserRecord, UsersRepository } from './users.repository';

/** Access to users for other modules (impersonation, audit log, seeker profiles); they never query users themselves. */
@Injectable()
export class UserDirectory {
  constructor(private readonly users: UsersRepository) {}

  findById(id: string): Promise<UserRecord | null> {
    return this.users.findById(id);
  }

  /**
   * Sets a user's headline (users.headline, which the account profile edits too): the seeker
   * profile saves it with the rest of the profile. The caller validated and trimmed it.
   */
  async setHeadline(userId: string, headline: string | null, at: Date): Promise<void> {
    await this.users.updateProfile(userId, { headline }, at);
  }

  /** The companies among these whose employers have all deleted their accounts (the last one left). */
  companiesLeftByAllEmployers(companyIds: readonly string[]): Promise<string[]> {
    return this.users.companiesLeftByAllEmployers(companyIds);
  }

  /** The users among these who deleted their accounts. */
  deletedAmong(ids: readonly string[]): Promise<string[]> {
    return this.users.deletedAmong(ids);
  }

  /** Display names by id; deleted accounts read "Deleted user" (their anonymised name). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.users.findManyByIds(ids);
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}

export function toActorUser(user: UserRecord): ActorUser {
  return { id: user.id, role: user.role, email: user.email, name: user.name, companyId: user.companyId };
}
