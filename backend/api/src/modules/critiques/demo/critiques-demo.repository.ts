import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { CritiqueRequestEntity } from '../entities/critique-request.entity';
import type { DemoCritique } from './demo-critiques';

/** Writes the demo rows of `critique_requests` (the seed command only): CritiquesRepository owns the table for the running app. */
@Injectable()
export class CritiquesDemoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<CritiqueRequestEntity>(this.em);
  }

  /** Inserts the critique unless its row exists (as left by an earlier run, or changed since); true when inserted. */
  async insert(critique: DemoCritique, reviewerId: string | null): Promise<boolean> {
    const done = critique.completed !== null && reviewerId !== null ? critique.completed : null;
    const rows = await this.db
      .insertInto('CritiqueRequestEntity')
      .values({
        id: critique.id,
        seeker: critique.seekerId,
        resume: critique.resume?.id ?? null,
        resumeName: critique.resume?.name ?? 'Resume',
        targetRole: critique.targetRole,
        targetIndustry: critique.targetIndustry,
        notes: critique.notes,
        status: done ? 'completed' : 'requested',
        requestedAt: critique.requestedAt,
        charge: null,
        includedPeriodKey: null,
        review: done?.review ?? null,
        overallScore: done?.overall ?? null,
        formattingScore: done?.scores.formatting ?? null,
        contentScore: done?.scores.content ?? null,
        keywordsScore: done?.scores.keywords ?? null,
        experienceScore: done?.scores.experience ?? null,
        skillsScore: done?.scores.skills ?? null,
        reviewer: done ? reviewerId : null,
        completedAt: done?.at ?? null,
        version: done ? 1 : 0,
        updatedAt: done?.at ?? critique.requestedAt,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  }
}
