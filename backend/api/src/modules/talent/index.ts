export { CompanyInvitationsModule, TalentModule } from './talent.module';
/** The invitations to apply a company sent a seeker (chat lets employers write to those seekers). */
export { type CompanyInvitationView, CompanyInvitations } from './company-invitations.service';

import { JobInvitation } from './entities/job-invitation.entity';

/** The tables talent owns, for the ORM (gathered in modules/index.ts). */
export const TALENT_ENTITIES = [JobInvitation];
