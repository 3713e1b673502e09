import { Injectable } from '@nestjs/common';
import type { ProfilePictureResponse, Role } from '@marketplace/contracts';
import type { Actor, ActorUser } from '../../core/auth/actor';
import { isUuid } from '../../core/text/uuid';
import { type UserRecord, UserDirectory } from '../accounts';
import { StoredFilesService } from './stored-files.service';
import { UploadsError } from './uploads.errors';

/**
 * Who may see whose picture, until applications and chat narrow it (later issues): yourself;
 * admins anyone; employers the seekers (talent profiles are theirs to browse), their own company's
 * employers and the admins (the concierge chat); seekers the employers (they chat with them).
 */
export function maySeePicture(viewer: ActorUser, target: Pick<UserRecord, 'id' | 'role' | 'companyId'>): boolean {
  if (viewer.id === target.id || viewer.role === 'admin') return true;
  if (viewer.role === 'employer') {
    return (
      target.role === 'seeker' ||
      target.role === 'admin' ||
      (target.role === 'employer' && target.companyId !== null && target.companyId === viewer.companyId)
    );
  }
  if (viewer.role === 'seeker') return target.role === 'employer';
  return false;
}

/** The profile-picture routes: a signed link, each after checking the caller may see that person. */
@Injectable()
export class ProfilePicturesService {
  constructor(
    private readonly users: UserDirectory,
    private readonly files: StoredFilesService,
  ) {}

  async own(actor: Actor): Promise<ProfilePictureResponse> {
    const user = await this.users.findById(actor.user.id);
    return { profilePictureUrl: await this.files.readUrl(user?.profilePictureUrl ?? null) };
  }

  /** Anyone the caller may see; `role` narrows the target (an applicant is a seeker, a concierge an admin). */
  async of(actor: Actor, userId: string, role?: Role): Promise<ProfilePictureResponse> {
    const target = isUuid(userId) ? await this.users.findById(userId) : null;
    // Unknown, deleted, of another role, or not the caller's to see: all look the same.
    if (!target || target.deletedAt || (role && target.role !== role) || !maySeePicture(actor.user, target))
      throw UploadsError.because('pictureMissing');
    return { profilePictureUrl: await this.files.readUrl(target.profilePictureUrl) };
  }
}
