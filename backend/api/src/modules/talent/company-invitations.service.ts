import { Injectable } from '@nestjs/common';
import { TalentRepository } from './talent.repository';

/** An invitation to apply as other modules may read it. */
export interface CompanyInvitationView {
  jobId: string;
  invitedAt: Date;
}

/** The invitations a company sent a seeker, for other modules (chat: who an employer may write to); nothing here writes. */
@Injectable()
export class CompanyInvitations {
  constructor(private readonly talent: TalentRepository) {}

  /** The jobs of the company the seeker was invited to, newest invitation first. */
  async ofCompanyForSeeker(companyId: string, seekerId: string): Promise<CompanyInvitationView[]> {
    const invitations = await this.talent.invitationsOfCompanyForSeeker(companyId, seekerId);
    return invitations.map((invitation) => ({ jobId: invitation.jobId, invitedAt: invitation.createdAt }));
  }
}
