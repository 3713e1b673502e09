import { Injectable } from '@nestjs/common';
import { SEEKER_PROFILE_LIMITS } from '@marketplace/contracts';

/** Resume versions without a limit (a plan may grant them). */
export const UNLIMITED_RESUMES = -1;

/**
 * How many resume versions a seeker may keep: the one setting the resumes service asks. Billing
 * will supply it from the seeker's plan (1, 3, or -1 for unlimited); until then every seeker
 * keeps SEEKER_PROFILE_LIMITS.defaultResumeLimit.
 */
@Injectable()
export class ResumeLimitPolicy {
  async limitFor(_userId: string): Promise<number> {
    return SEEKER_PROFILE_LIMITS.defaultResumeLimit;
  }
}
