import { Injectable, NotFoundException } from '@nestjs/common';
import { type UpdateProfileRequest, type UserProfile, validateProfileUpdate } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { assertValid } from '../../../core/errors/assert-valid';
import { type ProfileChanges, type UserRecord, UsersRepository } from '../users.repository';

export function toUserProfile(user: UserRecord): UserProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
    headline: user.headline,
    profilePictureUrl: user.profilePictureUrl,
    // Pictures are plain links today (Gravatar, public URLs); private storage will sign them here.
    presignedProfilePictureUrl: user.profilePictureUrl,
  };
}

/** GET/PATCH /api/user/profile: the acting user's own profile (the impersonated user's, for an admin acting as them). */
@Injectable()
export class ProfileService {
  constructor(
    private readonly clock: Clock,
    private readonly users: UsersRepository,
  ) {}

  async get(actor: Actor): Promise<UserProfile> {
    const user = await this.users.findById(actor.user.id);
    if (!user || user.deletedAt) throw new NotFoundException();
    return toUserProfile(user);
  }

  async update(actor: Actor, input: UpdateProfileRequest): Promise<UserProfile> {
    assertValid(validateProfileUpdate(input));
    const changes: ProfileChanges = {};
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.headline !== undefined) changes.headline = input.headline === null || input.headline.trim() === '' ? null : input.headline.trim();
    if (input.profilePictureUrl !== undefined) changes.profilePictureUrl = input.profilePictureUrl === null ? null : input.profilePictureUrl.trim();
    await this.users.updateProfile(actor.user.id, changes, this.clock.now());
    return this.get(actor);
  }
}
