import { ForbiddenException, Injectable } from '@nestjs/common';
import { type AdminUsersPage, GENERIC_MESSAGES, readAdminPageQuery, validateAdminUserSearch } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { assertValid } from '../../../core/errors/assert-valid';
import { UsersRepository } from '../users.repository';

/** The admin's table of users (GET /api/admin/users). */
@Injectable()
export class AdminUsersService {
  constructor(private readonly users: UsersRepository) {}

  async list(actor: Actor, query: { q?: unknown; page?: unknown; pageSize?: unknown }): Promise<AdminUsersPage> {
    if (actor.user.role !== 'admin') throw new ForbiddenException(GENERIC_MESSAGES.forbidden);
    const { page, pageSize, errors } = readAdminPageQuery(query);
    assertValid({ ...validateAdminUserSearch(query.q), ...errors });
    const { rows, total } = await this.users.search(typeof query.q === 'string' ? query.q : '', (page - 1) * pageSize, pageSize);
    return {
      users: rows.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        companyName: user.companyName,
        joinedAt: user.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
