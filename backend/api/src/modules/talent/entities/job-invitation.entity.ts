import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { TALENT_LIMITS } from '@marketplace/contracts';
import { Company, User } from '../../accounts';
import { Job } from '../../jobs';

/**
 * An employer's Invite to Job (contracts: talent.ts): one per job and seeker, with the employer's
 * note and who sent it. Users, companies and jobs are never deleted (accounts are anonymised, jobs
 * archived), hence restrict.
 */
@Entity({ tableName: 'job_invitations' })
@Unique({ name: 'job_invitations_job_seeker_unique', properties: ['job', 'seeker'] })
// The seeker's list, newest first.
@Index({
  name: 'job_invitations_seeker_created_idx',
  expression:
    'create index "job_invitations_seeker_created_idx" on "job_invitations" ("seeker_id", "created_at" desc, "id" desc)',
})
// The invitations one company sent one seeker (the talent profile's list).
@Index({
  name: 'job_invitations_company_seeker_idx',
  expression: 'create index "job_invitations_company_seeker_idx" on "job_invitations" ("company_id", "seeker_id")',
})
@Index({ name: 'job_invitations_created_by_id_idx', properties: ['createdBy'] })
@Check({ name: 'job_invitations_note_length', expression: `char_length("note") <= ${TALENT_LIMITS.invitationNoteMax}` })
export class JobInvitation {
  [EntityName]?: 'JobInvitation';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Company, { ref: true, fieldName: 'company_id', deleteRule: 'restrict' })
  company!: Ref<Company>;

  @ManyToOne(() => Job, { ref: true, fieldName: 'job_id', deleteRule: 'restrict' })
  job!: Ref<Job>;

  @ManyToOne(() => User, { ref: true, fieldName: 'seeker_id', deleteRule: 'restrict' })
  seeker!: Ref<User>;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** The employer who sent it (an impersonating admin's own id). */
  @ManyToOne(() => User, { ref: true, fieldName: 'created_by_id', deleteRule: 'restrict' })
  createdBy!: Ref<User>;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
