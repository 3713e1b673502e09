import { Injectable } from '@nestjs/common';
import { TalentRepository } from '../talent.repository';
import { buildDemoInvitations, type DemoInvitationsInput } from './demo-invitations';

/**
 * Demo data owned by talent: the demo employer's invitations to apply. One is made unless the
 * seeker was invited to that job already (by the seed or by the employer).
 */
@Injectable()
export class TalentDemoSeeder {
  constructor(private readonly talent: TalentRepository) {}

  async seed(input: DemoInvitationsInput): Promise<{ invitationsCreated: number }> {
    let created = 0;
    for (const invitation of buildDemoInvitations(input)) {
      const sent = await this.talent.invitationsOfCompanyForSeeker(invitation.companyId, invitation.seekerId);
      if (sent.some((existing) => existing.jobId === invitation.jobId || existing.id === invitation.id)) continue;
      await this.talent.insertInvitation(invitation);
      created += 1;
    }
    return { invitationsCreated: created };
  }
}
