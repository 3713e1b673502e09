import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CritiqueReviewInput, CritiqueSectionKey, CritiqueStatus } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { type Db, typedSql } from '../../infrastructure/database/typed-sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import type { UserCard } from '../accounts';
import type { CritiqueRequestEntity } from './entities/critique-request.entity';

/** A new request as the seeker made it, paid by a charge or included in a plan period. */
export interface NewCritiqueRequest {
  id: string;
  seekerId: string;
  resumeId: string;
  resumeName: string;
  targetRole: string;
  targetIndustry: string;
  notes: string;
  chargeId: string | null;
  includedPeriodKey: string | null;
  at: Date;
}

/** A request with the names the screens show (the seeker's, the claimer's, the reviewer's). */
export interface CritiqueRecord {
  id: string;
  seekerId: string;
  seekerName: string;
  seekerEmail: string;
  resumeId: string | null;
  resumeName: string;
  targetRole: string;
  targetIndustry: string;
  notes: string;
  status: CritiqueStatus;
  requestedAt: Date;
  chargeId: string | null;
  includedPeriodKey: string | null;
  claimedById: string | null;
  claimedByName: string | null;
  claimExpiresAt: Date | null;
  review: CritiqueReviewInput | null;
  overallScore: number | null;
  reviewerId: string | null;
  reviewerName: string | null;
  completedAt: Date | null;
  version: number;
  reportKey: string | null;
  reportVersion: number | null;
  updatedAt: Date;
}

/** A review's scores as columns (null where a draft has none yet). */
export type ReviewScores = Record<CritiqueSectionKey, number | null> & { overall: number | null };

/** The completed critiques of one industry: how many, their overall scores, and each section's average. */
export interface IndustryStatistics {
  count: number;
  /** How many completed critiques have each overall score. */
  overallScores: Array<{ score: number; count: number }>;
  averageOverall: number | null;
  sectionAverages: Record<CritiqueSectionKey, number> | null;
}

type Tables = CritiqueRequestEntity | UserCard;

/**
 * Owns `critique_requests`: the only code that reads or writes it (names come from accounts'
 * published user cards).
 */
@Injectable()
export class CritiquesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Db<Tables> {
    return typedSql<Tables>(this.em);
  }

  private records() {
    return this.db
      .selectFrom('CritiqueRequestEntity as c')
      .innerJoin('UserCard as s', 's.id', 'c.seeker')
      .leftJoin('UserCard as cl', 'cl.id', 'c.claimedBy')
      .leftJoin('UserCard as rv', 'rv.id', 'c.reviewer')
      .select([
        'c.id',
        'c.seeker as seekerId',
        's.name as seekerName',
        's.email as seekerEmail',
        'c.resume as resumeId',
        'c.resumeName',
        'c.targetRole',
        'c.targetIndustry',
        'c.notes',
        'c.status',
        'c.requestedAt',
        'c.charge as chargeId',
        'c.includedPeriodKey',
        'c.claimedBy as claimedById',
        'cl.name as claimedByName',
        'c.claimExpiresAt',
        'c.review',
        'c.overallScore',
        'c.reviewer as reviewerId',
        'rv.name as reviewerName',
        'c.completedAt',
        'c.version',
        'c.reportKey',
        'c.reportVersion',
        'c.updatedAt',
      ])
      .$narrowType<{
        resumeId: string | null;
        chargeId: string | null;
        claimedById: string | null;
        claimedByName: string | null;
        reviewerId: string | null;
        reviewerName: string | null;
        status: CritiqueStatus;
      }>();
  }

  /** Records a request; 'included-used' when its plan period's included critique was taken meanwhile. */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        seekerId: SQL_SAMPLE.otherUuid,
        resumeId: SQL_SAMPLE.uuid,
        resumeName: SQL_SAMPLE.text,
        targetRole: SQL_SAMPLE.text,
        targetIndustry: 'Education',
        notes: '',
        chargeId: null,
        includedPeriodKey: SQL_SAMPLE.text,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async insert(request: NewCritiqueRequest): Promise<'inserted' | 'included-used'> {
    try {
      await this.db
        .insertInto('CritiqueRequestEntity')
        .values({
          id: request.id,
          seeker: request.seekerId,
          resume: request.resumeId,
          resumeName: request.resumeName,
          targetRole: request.targetRole,
          targetIndustry: request.targetIndustry,
          notes: request.notes,
          status: 'requested',
          requestedAt: request.at,
          charge: request.chargeId,
          includedPeriodKey: request.includedPeriodKey,
          version: 0,
          updatedAt: request.at,
        })
        .execute();
      return 'inserted';
    } catch (error) {
      if (isUniqueViolation(error, 'critique_requests_included_unique')) return 'included-used';
      throw error;
    }
  }

  /** Whether the seeker used the included critique of this plan period. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text] })
  async includedUsed(seekerId: string, periodKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('CritiqueRequestEntity')
      .select('id')
      .where('seeker', '=', seekerId)
      .where('includedPeriodKey', '=', periodKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** One request, or null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async find(id: string): Promise<CritiqueRecord | null> {
    const row = await this.records().where('c.id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  /** The seeker's requests, newest first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async listOf(seekerId: string): Promise<CritiqueRecord[]> {
    return this.records()
      .where('c.seeker', '=', seekerId)
      .orderBy('c.requestedAt', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
  }

  /** The reviewers' queue: open requests oldest first, or those of one status (completed ones newest first). */
  @GenerateSql({ name: 'open', params: [null, 200] })
  @GenerateSql({ name: 'completed', params: ['completed', 200] })
  async queue(status: CritiqueStatus | null, limit: number): Promise<CritiqueRecord[]> {
    let query = this.records();
    if (status === null) query = query.where('c.status', '<>', 'completed');
    else query = query.where('c.status', '=', status);
    if (status === 'completed') query = query.orderBy('c.completedAt', 'desc').orderBy('c.id', 'desc');
    else query = query.orderBy('c.requestedAt', 'asc').orderBy('c.id', 'asc');
    return query.limit(limit).execute();
  }

  /**
   * Claims the request for the reviewer in one statement: only when nobody holds it, the claim
   * lapsed, or the reviewer holds it already. False when another reviewer holds it (or no such request).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date, SQL_SAMPLE.date] })
  async claim(id: string, reviewerId: string, now: Date, expiresAt: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('CritiqueRequestEntity')
      .set({ claimedBy: reviewerId, claimExpiresAt: expiresAt, updatedAt: now })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('claimedBy', 'is', null), eb('claimExpiresAt', '<=', now), eb('claimedBy', '=', reviewerId)]),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Lets the reviewer's claim go; false when they do not hold it. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  async release(id: string, reviewerId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('CritiqueRequestEntity')
      .set({ claimedBy: null, claimExpiresAt: null, updatedAt: now })
      .where('id', '=', id)
      .where('claimedBy', '=', reviewerId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Saves a draft for the reviewer holding an unexpired claim of an open request, sets it in review
   * and refreshes the claim. False when they do not hold it or it is completed.
   */
  @GenerateSql({
    params: [
      SQL_SAMPLE.uuid,
      SQL_SAMPLE.otherUuid,
      { reviewerText: '', sections: {}, recommendations: [] },
      { formatting: null, content: null, keywords: null, experience: null, skills: null, overall: null },
      SQL_SAMPLE.date,
      SQL_SAMPLE.date,
    ],
  })
  async saveDraft(
    id: string,
    reviewerId: string,
    review: CritiqueReviewInput,
    scores: ReviewScores,
    now: Date,
    claimExpiresAt: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('CritiqueRequestEntity')
      .set({ review, ...scoreColumns(scores), status: 'in_review', claimExpiresAt, updatedAt: now })
      .where('id', '=', id)
      .where('claimedBy', '=', reviewerId)
      .where('claimExpiresAt', '>', now)
      .where('status', '<>', 'completed')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Completes the request (the reviewer holds an unexpired claim) or changes a completed one:
   * stores the review and its scores, the reviewer, a new version (its report is made anew), and
   * lets the claim go. The new version, or null when the reviewer may not.
   */
  @GenerateSql({
    params: [
      SQL_SAMPLE.uuid,
      SQL_SAMPLE.otherUuid,
      { reviewerText: '', sections: {}, recommendations: [] },
      { formatting: 80, content: 80, keywords: 80, experience: 80, skills: 80, overall: 80 },
      SQL_SAMPLE.date,
    ],
  })
  async complete(
    id: string,
    reviewerId: string,
    review: CritiqueReviewInput,
    scores: ReviewScores,
    now: Date,
  ): Promise<number | null> {
    const row = await this.db
      .updateTable('CritiqueRequestEntity')
      .set((eb) => ({
        review,
        ...scoreColumns(scores),
        status: 'completed',
        reviewer: reviewerId,
        completedAt: eb.fn.coalesce('completedAt', eb.val(now)),
        version: eb('version', '+', 1),
        claimedBy: null,
        claimExpiresAt: null,
        updatedAt: now,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'completed'),
          eb.and([eb('claimedBy', '=', reviewerId), eb('claimExpiresAt', '>', now)]),
        ]),
      )
      .returning('version')
      .executeTakeFirst();
    return row ? Number(row.version) : null;
  }

  /** The completed critiques of an industry: their count, overall scores by value and the averages. */
  @GenerateSql({ params: ['Education'] })
  async industryStatistics(industry: string): Promise<IndustryStatistics> {
    const completed = this.db
      .selectFrom('CritiqueRequestEntity')
      .where('targetIndustry', '=', industry)
      .where('status', '=', 'completed');
    const [averages, histogram] = await Promise.all([
      completed
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.avg<string | null>('overallScore').as('overall'),
          eb.fn.avg<string | null>('formattingScore').as('formatting'),
          eb.fn.avg<string | null>('contentScore').as('content'),
          eb.fn.avg<string | null>('keywordsScore').as('keywords'),
          eb.fn.avg<string | null>('experienceScore').as('experience'),
          eb.fn.avg<string | null>('skillsScore').as('skills'),
        ])
        .executeTakeFirstOrThrow(),
      completed
        .select((eb) => ['overallScore as score', eb.fn.countAll<string>().as('count')])
        .groupBy('overallScore')
        .orderBy('overallScore')
        .execute(),
    ]);
    const count = Number(averages.count);
    const number = (value: string | null) => (value === null ? 0 : Number(value));
    return {
      count,
      overallScores: histogram.flatMap((row) =>
        row.score === null ? [] : [{ score: Number(row.score), count: Number(row.count) }],
      ),
      averageOverall: averages.overall === null ? null : Number(averages.overall),
      sectionAverages:
        count === 0
          ? null
          : {
              formatting: number(averages.formatting),
              content: number(averages.content),
              keywords: number(averages.keywords),
              experience: number(averages.experience),
              skills: number(averages.skills),
            },
    };
  }

  /** Records the stored report of a version, unless a newer version's report is recorded already. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 1, SQL_SAMPLE.text] })
  async recordReport(id: string, version: number, key: string): Promise<boolean> {
    const row = await this.db
      .updateTable('CritiqueRequestEntity')
      .set({ reportKey: key, reportVersion: version })
      .where('id', '=', id)
      .where('version', '=', version)
      .where((eb) => eb.or([eb('reportVersion', 'is', null), eb('reportVersion', '<', version)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** The score columns of a review's scores. */
function scoreColumns(scores: ReviewScores) {
  return {
    overallScore: scores.overall,
    formattingScore: scores.formatting,
    contentScore: scores.content,
    keywordsScore: scores.keywords,
    experienceScore: scores.experience,
    skillsScore: scores.skills,
  };
}
