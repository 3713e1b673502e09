import { Inject, Injectable } from '@nestjs/common';
import { type AdminUsersPage, readAdminPageQuery, validateAdminUserSearch } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { assertValid } from '../../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../../core/files/stored-files';
import { UsersRepository } from '../users.repository';
import { AccountsError } from '../accounts.errors';

/** The admin's table of users (GET /api/admin/users). */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
  ) {}

  async list(actor: Actor, query: { q?: unknown; page?: unknown; pageSize?: unknown }): Promise<AdminUsersPage> {
    if (actor.user.role !== 'admin') throw AccountsError.because('adminsOnly');
    const { page, pageSize, errors } = readAdminPageQuery(query);
    assertValid({ ...validateAdminUserSearch(query.q), ...errors });
    const { rows, total } = await this.users.search(
      typeof query.q === 'string' ? query.q : '',
      (page - 1) * pageSize,
      pageSize,
    );
    const pictures = await this.files.readUrls(
      rows.map((user) => user.profilePictureUrl),
      { size: 64 },
    );
    return {
      users: rows.map((user, index) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        companyName: user.companyName,
        joinedAt: user.createdAt.toISOString(),
        profilePictureUrl: pictures[index] ?? null,
      })),
      total,
      page,
      pageSize,
    };
  }
}
