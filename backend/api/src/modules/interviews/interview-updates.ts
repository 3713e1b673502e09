import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../infrastructure/database/typed-sql';
import { SeekerApplicationsToJobs } from '../applications';
import { InterviewsRepository, type InterviewWrite, type LockedInterviewRecord } from './interviews.repository';

/**
 * One update of an application's interview in one transaction: locks the application's row, lets
 * `decide` see the interview as it stands and answer what to write (or throw, which writes
 * nothing), then writes the interview, the application's stage (through the applications module)
 * and the history entry. Returns what `decide` answered; null from it writes nothing (a
 * cancellation that finds nothing left to cancel).
 */
@Injectable()
export class InterviewUpdates {
  constructor(
    private readonly em: EntityManager,
    private readonly interviews: InterviewsRepository,
    private readonly applications: SeekerApplicationsToJobs,
  ) {}

  update<T extends InterviewWrite | null>(
    applicationId: string,
    decide: (locked: LockedInterviewRecord | null) => T,
  ): Promise<T> {
    return inTransaction(this.em, async () => {
      const decision = decide(await this.interviews.lock(applicationId));
      if (decision === null) return decision;
      await this.interviews.saveInterview(applicationId, decision);
      await this.applications.setInterviewStage(applicationId, decision.interview.stage, decision.at);
      await this.interviews.appendHistory(applicationId, decision);
      return decision;
    });
  }
}
