import { Inject, Injectable } from '@nestjs/common';
import { type ResumeAllowance, resumeAllowanceOf } from '@marketplace/contracts';
import { MEMBERSHIP_PLANS, type MembershipPlans } from '../billing';

/**
 * How many resume versions a seeker may keep: the one setting the resumes service asks. It comes
 * from the plan the seeker holds (billing's MEMBERSHIP_PLANS port): 1, 3 or unlimited, and 1
 * without a plan (contracts entitlements.ts).
 */
@Injectable()
export class ResumeLimitPolicy {
  constructor(@Inject(MEMBERSHIP_PLANS) private readonly membershipPlans: MembershipPlans) {}

  async allowanceOf(userId: string): Promise<ResumeAllowance> {
    return resumeAllowanceOf(await this.membershipPlans.planOf(userId));
  }
}
