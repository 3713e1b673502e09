import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { inTransaction, type TablesOf, typedSql } from '../../infrastructure/database/typed-sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import type { SeekerResume } from './entities/seeker-resume.entity';

type ResumeColumns = Selectable<TablesOf<SeekerResume>['SeekerResume']>;

/** A row of seeker_resumes as the services use it: the foreign keys read as `userId` and `uploadId` (the file itself is the upload's). */
export type ResumeRecord = Pick<ResumeColumns, 'id' | 'name' | 'isDefault' | 'createdAt'> & {
  userId: ResumeColumns['user'];
  uploadId: ResumeColumns['upload'];
};

export type NewResume = Omit<ResumeRecord, 'isDefault'>;

/** What every read returns, the foreign keys under the names the services use. */
const RESUME_COLUMNS = ['id', 'user as userId', 'upload as uploadId', 'name', 'isDefault', 'createdAt'] as const;

/** PostgreSQL's unique_violation on seeker_resumes.upload_id: that upload is a resume already. */
export function isUploadAttachedError(error: unknown): boolean {
  return isUniqueViolation(error, 'seeker_resumes_upload_id_unique');
}

/** Owns `seeker_resumes`: the only code that reads or writes it. */
@Injectable()
export class ResumesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<SeekerResume>(this.em);
  }

  /** A seeker's resumes, newest first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  listOf(userId: string): Promise<ResumeRecord[]> {
    return this.db
      .selectFrom('SeekerResume')
      .select(RESUME_COLUMNS)
      .where('user', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findById(id: string): Promise<ResumeRecord | null> {
    const row = await this.db.selectFrom('SeekerResume').select(RESUME_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findByUpload(uploadId: string): Promise<ResumeRecord | null> {
    const row = await this.db
      .selectFrom('SeekerResume')
      .select(RESUME_COLUMNS)
      .where('upload', '=', uploadId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Adds a resume unless the seeker keeps `limit` already (-1: no limit); the first one becomes the
   * default. The seeker's additions run one at a time (a lock per seeker for the transaction), so
   * two at once cannot both pass the count. Rejects with a unique violation (isUploadAttachedError)
   * when the upload is a resume already.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        uploadId: SQL_SAMPLE.otherUuid,
        name: SQL_SAMPLE.text,
        createdAt: SQL_SAMPLE.date,
      },
      -1,
    ],
  })
  async insertWithinLimit(resume: NewResume, limit: number): Promise<ResumeRecord | 'limit-reached'> {
    return inTransaction(this.em, async () => {
      await this.db
        .selectNoFrom((eb) =>
          eb
            .fn('pg_advisory_xact_lock', [
              eb.fn('hashtextextended', [eb.val(`seeker_resumes:${resume.userId}`), eb.lit(0)]),
            ])
            .as('locked'),
        )
        .execute();
      const counts = await this.db
        .selectFrom('SeekerResume')
        .select((eb) => [
          eb.fn.countAll<string>().as('total'),
          eb.fn.countAll<string>().filterWhere('isDefault', '=', true).as('defaults'),
        ])
        .where('user', '=', resume.userId)
        .executeTakeFirst();
      if (limit >= 0 && Number(counts?.total ?? 0) >= limit) return 'limit-reached';
      const isDefault = Number(counts?.defaults ?? 0) === 0;
      await this.db
        .insertInto('SeekerResume')
        .values({
          id: resume.id,
          user: resume.userId,
          upload: resume.uploadId,
          name: resume.name,
          isDefault,
          createdAt: resume.createdAt,
        })
        .execute();
      return { ...resume, isDefault };
    });
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text] })
  async rename(id: string, name: string): Promise<void> {
    await this.db.updateTable('SeekerResume').set({ name }).where('id', '=', id).execute();
  }

  /** Makes one of the seeker's resumes the default, and no other. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async makeDefault(userId: string, id: string): Promise<void> {
    await inTransaction(this.em, async () => {
      // The other default goes first: the database allows one default per seeker at any moment.
      await this.db
        .updateTable('SeekerResume')
        .set({ isDefault: false })
        .where('user', '=', userId)
        .where('isDefault', '=', true)
        .where('id', '<>', id)
        .execute();
      await this.db
        .updateTable('SeekerResume')
        .set({ isDefault: true })
        .where('user', '=', userId)
        .where('id', '=', id)
        .execute();
    });
  }

  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('SeekerResume').where('id', 'in', ids).execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async deleteOf(userId: string): Promise<void> {
    await this.db.deleteFrom('SeekerResume').where('user', '=', userId).execute();
  }
}
