import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { Application } from '../entities/application.entity';
import type { ApplicationStatusChange } from '../entities/application-status-change.entity';
import type { DemoApplication } from './demo-applications';

/**
 * Writes the demo applications into `applications` and `application_status_history` (both owned by
 * applications); used by the seed command only, which has no Redis: the seeker-applied cache is not
 * told (its entries last minutes, and a seed runs before the app starts). Not emitted: its module
 * is the CLI's, which the SQL emitter's application does not load.
 */
@Injectable()
export class ApplicationsDemoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Application | ApplicationStatusChange>(this.em);
  }

  /**
   * Inserts the application and its history unless it exists, by id or by its seeker and job (a
   * seeker who applied there themselves keeps their own); true when it was inserted.
   */
  async insertIfMissing(application: DemoApplication): Promise<boolean> {
    const inserted = await this.db
      .insertInto('Application')
      .values({
        id: application.id,
        job: application.jobId,
        seeker: application.seekerId,
        resume: application.resumeId,
        coverLetter: application.coverLetter,
        status: application.status,
        interviewStage: application.interviewStage,
        appliedAt: application.appliedAt,
        updatedAt: application.updatedAt,
        withdrawnAt: application.withdrawnAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await this.db
      .insertInto('ApplicationStatusChange')
      .values(
        application.history.map((step) => ({
          id: step.id,
          application: application.id,
          actor: step.actorId,
          fromStatus: step.from,
          toStatus: step.to,
          at: step.at,
        })),
      )
      .execute();
    return true;
  }
}
