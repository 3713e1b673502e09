import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { CritiqueReviewInput, CritiqueStatus } from '@marketplace/contracts';
import { User } from '../../accounts';
import { ChargeEntity } from '../../billing';
import { SeekerResume } from '../../profiles';

/**
 * One resume critique (contracts: critiques.ts): what the seeker asked for, how it was paid (a
 * charge, or the plan period whose included critique it used), the reviewer's claim, the review
 * (kept whole as jsonb, its scores also as columns so the industry comparison can aggregate), and
 * the stored PDF report of a version. The resume may be deleted later: its name stays.
 */
@Entity({ tableName: 'critique_requests' })
@Check({ name: 'critique_requests_status_check', expression: `"status" in ('requested', 'in_review', 'completed')` })
@Check({
  name: 'critique_requests_completed_check',
  expression: `"status" <> 'completed' or ("overall_score" is not null and "completed_at" is not null)`,
})
// One included critique per seeker and plan period, however many requests race for it.
@Unique({
  name: 'critique_requests_included_unique',
  expression:
    'create unique index "critique_requests_included_unique" on "critique_requests" ("seeker_id", "included_period_key") where "included_period_key" is not null',
})
// The seeker's list, newest first.
@Index({
  name: 'critique_requests_seeker_idx',
  expression:
    'create index "critique_requests_seeker_idx" on "critique_requests" ("seeker_id", "requested_at" desc, "id" desc)',
})
// The reviewers' queue: open requests, oldest first.
@Index({
  name: 'critique_requests_open_idx',
  expression:
    'create index "critique_requests_open_idx" on "critique_requests" ("requested_at", "id") where "status" <> \'completed\'',
})
// The industry comparison and the completed list: completed critiques by industry.
@Index({
  name: 'critique_requests_completed_idx',
  expression:
    'create index "critique_requests_completed_idx" on "critique_requests" ("target_industry", "overall_score") where "status" = \'completed\'',
})
@Index({ name: 'critique_requests_resume_id_idx', properties: ['resume'] })
@Index({ name: 'critique_requests_charge_id_idx', properties: ['charge'] })
@Index({ name: 'critique_requests_claimed_by_id_idx', properties: ['claimedBy'] })
@Index({ name: 'critique_requests_reviewer_id_idx', properties: ['reviewer'] })
export class CritiqueRequestEntity {
  [EntityName]?: 'CritiqueRequestEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'seeker_id', deleteRule: 'cascade' })
  seeker!: Ref<User>;

  /** The resume version critiqued; null once the seeker deleted it (resumeName stays). */
  @ManyToOne(() => SeekerResume, { ref: true, fieldName: 'resume_id', nullable: true, deleteRule: 'set null' })
  resume: Ref<SeekerResume> | null = null;

  @Property({ type: 'string', length: 100 })
  resumeName!: string;

  @Property({ type: 'string', length: 120 })
  targetRole!: string;

  @Property({ type: 'string', length: 60 })
  targetIndustry!: string;

  @Property({ type: 'text' })
  notes!: string;

  @Property({ type: 'string', length: 16 })
  status!: CritiqueStatus;

  @Property({ type: 'datetime', length: 3 })
  requestedAt!: Date;

  /** The approved charge that paid for it; null when the plan included it (or for demo rows). */
  @ManyToOne(() => ChargeEntity, { ref: true, fieldName: 'charge_id', nullable: true, deleteRule: 'set null' })
  charge: Ref<ChargeEntity> | null = null;

  /** The plan period whose included critique this is (subscription and period start); null when bought. */
  @Property({ type: 'string', length: 80, nullable: true })
  includedPeriodKey: string | null = null;

  /** The reviewer holding the claim while claimExpiresAt is ahead. */
  @ManyToOne(() => User, { ref: true, fieldName: 'claimed_by_id', nullable: true, deleteRule: 'set null' })
  claimedBy: Ref<User> | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  claimExpiresAt: Date | null = null;

  /** The review as the reviewer last saved it (a draft or the completed one). */
  @Property({ type: 'json', nullable: true })
  review: CritiqueReviewInput | null = null;

  @Property({ type: 'smallint', nullable: true })
  overallScore: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  formattingScore: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  contentScore: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  keywordsScore: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  experienceScore: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  skillsScore: number | null = null;

  /** The admin who completed (or last changed) it. */
  @ManyToOne(() => User, { ref: true, fieldName: 'reviewer_id', nullable: true, deleteRule: 'set null' })
  reviewer: Ref<User> | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  completedAt: Date | null = null;

  /** Bumped by each completion: the report of this version is the one to show. */
  @Property({ type: 'integer', default: 0 })
  version: Opt<number> = 0;

  /** The stored PDF report and the version it was made from. */
  @Property({ type: 'text', nullable: true })
  reportKey: string | null = null;

  @Property({ type: 'integer', nullable: true })
  reportVersion: number | null = null;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;
}
