import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  isGravatarUrl,
  type UpdateProfileRequest,
  type UserProfile,
  validateProfileUpdate,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../../core/files/stored-files';
import { trimmedOrNull } from '../../../core/text/optional-text';
import { type ProfileChanges, type UserRecord, UsersRepository } from '../users.repository';
import { AccountsError } from '../accounts.errors';

/** The UserProfile shape; `presignedPictureUrl` is the picture as the browser can load it (signed when on storage). */
export function toUserProfile(user: UserRecord, presignedPictureUrl: string | null): UserProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
    headline: user.headline,
    profilePictureUrl: user.profilePictureUrl,
    presignedProfilePictureUrl: presignedPictureUrl,
  };
}

/** GET/PATCH /api/user/profile: the acting user's own profile (the impersonated user's, for an admin acting as them). */
@Injectable()
export class ProfileService {
  constructor(
    private readonly clock: Clock,
    private readonly users: UsersRepository,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
  ) {}

  async get(actor: Actor): Promise<UserProfile> {
    const user = await this.users.findById(actor.user.id);
    if (!user || user.deletedAt) throw AccountsError.because('accountMissing');
    return toUserProfile(user, await this.files.readUrl(user.profilePictureUrl));
  }

  /**
   * A picture is an avatar upload of the user's own that is ready (re-encoded, metadata gone), or a
   * Gravatar link; a replaced or removed upload is deleted from storage.
   */
  async update(actor: Actor, input: UpdateProfileRequest): Promise<UserProfile> {
    assertValid(validateProfileUpdate(input));
    const changes: ProfileChanges = {};
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.headline !== undefined) changes.headline = trimmedOrNull(input.headline);
    const before = input.profilePictureUrl !== undefined ? await this.users.findById(actor.user.id) : null;
    if (input.profilePictureUrl !== undefined) {
      const picture = input.profilePictureUrl === null ? null : input.profilePictureUrl.trim();
      if (picture !== null && picture !== before?.profilePictureUrl) {
        if (this.files.isStoredUrl(picture)) await this.files.claim(actor.user.id, { fileUrl: picture }, 'avatar');
        else if (!isGravatarUrl(picture))
          throw invalidField('profilePictureUrl', ACCESS_MESSAGES.profilePictureNotAllowed);
      }
      changes.profilePictureUrl = picture;
    }
    await this.users.updateProfile(actor.user.id, changes, this.clock.now());
    if (before?.profilePictureUrl && before.profilePictureUrl !== changes.profilePictureUrl)
      await this.files.release(actor.user.id, before.profilePictureUrl);
    return this.get(actor);
  }
}
