import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../core/text/uuid';
import { ConciergeRepository } from './concierge.repository';

/** A job's concierge as other modules may read it. */
export interface JobConciergeView {
  jobId: string;
  adminId: string;
  adminName: string;
  assignedAt: Date;
}

/** Who looks after which concierge job, for other modules (chat's concierge threads); nothing here writes. */
@Injectable()
export class ConciergeDirectory {
  constructor(private readonly concierges: ConciergeRepository) {}

  /** The job's concierge, or null when it has none (no concierge package, or not approved yet). */
  async ofJob(jobId: string): Promise<JobConciergeView | null> {
    if (!isUuid(jobId)) return null;
    const assignment = await this.concierges.ofJob(jobId);
    return assignment
      ? {
          jobId: assignment.jobId,
          adminId: assignment.admin.id,
          adminName: assignment.admin.name,
          assignedAt: assignment.assignedAt,
        }
      : null;
  }
}
