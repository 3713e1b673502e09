import { ForbiddenException, Injectable } from '@nestjs/common';
import { ADMIN_PAGING, type AdminUsersPage, GENERIC_MESSAGES } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { UsersRepository } from '../users.repository';

/** The admin's table of users (GET /api/admin/users). */
@Injectable()
export class AdminUsersService {
  constructor(private readonly users: UsersRepository) {}

  async list(actor: Actor, query: { q?: string; page?: number; pageSize?: number }): Promise<AdminUsersPage> {
    if (actor.user.role !== 'admin') throw new ForbiddenException(GENERIC_MESSAGES.forbidden);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGING.defaultPageSize;
    const { rows, total } = await this.users.search(query.q ?? '', (page - 1) * pageSize, pageSize);
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
