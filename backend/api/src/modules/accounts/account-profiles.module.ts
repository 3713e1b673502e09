import { Module } from '@nestjs/common';
import { StoredFilesModule } from '../uploads';
import { AccountsDataModule } from './accounts.module';
import { AdminUsersController } from './admin/admin-users.controller';
import { AdminUsersService } from './admin/admin-users.service';
import { CompanyProfileController } from './company/company-profile.controller';
import { CompanyProfileService } from './company/company-profile.service';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';

/**
 * The user's profile, the company profile and the admin's user table: they show the pictures and
 * logos uploads keeps, through its StoredFiles port. Apart from AccountsModule because uploads
 * imports accounts: only the composition (modules/index.ts) imports this module, so no file of
 * accounts that uploads reaches imports uploads.
 */
@Module({
  imports: [AccountsDataModule, StoredFilesModule],
  controllers: [ProfileController, CompanyProfileController, AdminUsersController],
  providers: [ProfileService, CompanyProfileService, AdminUsersService],
})
export class AccountProfilesModule {}
