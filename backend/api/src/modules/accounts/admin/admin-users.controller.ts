import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminUsersPage } from '@marketplace/contracts';
import { Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { AdminUsersPageDto, AdminUsersQueryDto } from '../dto/admin-users.dto';
import { AdminUsersService } from './admin-users.service';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @Roles('admin')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Users, newest first, searchable by name, e-mail or company; paged' })
  @ApiOkResponse({ type: AdminUsersPageDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  list(@CurrentActor() actor: Actor, @Query() query: AdminUsersQueryDto): Promise<AdminUsersPage> {
    return this.users.list(actor, query);
  }
}
