import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';

/** A row of seeker_resumes, the table this repository alone reads and writes, as the services use it; the file itself is the upload's. */
export interface ResumeRecord {
  id: string;
  userId: string;
  uploadId: string;
  name: string;
  isDefault: boolean;
  createdAt: Date;
}

export interface NewResume {
  id: string;
  userId: string;
  uploadId: string;
  name: string;
  createdAt: Date;
}

interface ResumeRow {
  id: string;
  user_id: string;
  upload_id: string;
  name: string;
  is_default: boolean;
  created_at: Date;
}

const COLUMNS = `"id", "user_id", "upload_id", "name", "is_default", "created_at"`;

function toRecord(row: ResumeRow): ResumeRecord {
  return {
    id: row.id,
    userId: row.user_id,
    uploadId: row.upload_id,
    name: row.name,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at),
  };
}

/** PostgreSQL's unique_violation on seeker_resumes.upload_id: that upload is a resume already. */
export function isUploadAttachedError(error: unknown): boolean {
  return isUniqueViolation(error, 'seeker_resumes_upload_id_unique');
}

/** The only code that reads or writes seeker_resumes. */
@Injectable()
export class ResumesRepository {
  constructor(private readonly em: EntityManager) {}

  /** A seeker's resumes, newest first. */
  async listOf(userId: string): Promise<ResumeRecord[]> {
    const rows = await this.em.execute<ResumeRow[]>(
      `select ${COLUMNS} from "seeker_resumes" where "user_id" = ? order by "created_at" desc, "id" desc`,
      [userId],
    );
    return rows.map(toRecord);
  }

  async findById(id: string): Promise<ResumeRecord | null> {
    const rows = await this.em.execute<ResumeRow[]>(`select ${COLUMNS} from "seeker_resumes" where "id" = ?`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findByUpload(uploadId: string): Promise<ResumeRecord | null> {
    const rows = await this.em.execute<ResumeRow[]>(`select ${COLUMNS} from "seeker_resumes" where "upload_id" = ?`, [
      uploadId,
    ]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Adds a resume unless the seeker keeps `limit` already (-1: no limit); the first one becomes the
   * default. The seeker's additions run one at a time (a lock per seeker for the transaction), so
   * two at once cannot both pass the count. Rejects with a unique violation (isUploadAttachedError)
   * when the upload is a resume already.
   */
  async insertWithinLimit(resume: NewResume, limit: number): Promise<ResumeRecord | 'limit-reached'> {
    return this.em.transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`seeker_resumes:${resume.userId}`]);
      const [counts] = await em.execute<Array<{ total: string; defaults: string }>>(
        `select count(*) as "total", count(*) filter (where "is_default") as "defaults" from "seeker_resumes" where "user_id" = ?`,
        [resume.userId],
      );
      if (limit >= 0 && Number(counts?.total ?? 0) >= limit) return 'limit-reached';
      const isDefault = Number(counts?.defaults ?? 0) === 0;
      await em.execute(
        `insert into "seeker_resumes" ("id", "user_id", "upload_id", "name", "is_default", "created_at") values (?, ?, ?, ?, ?, ?)`,
        [resume.id, resume.userId, resume.uploadId, resume.name, isDefault, resume.createdAt],
      );
      return { ...resume, isDefault };
    });
  }

  async rename(id: string, name: string): Promise<void> {
    await this.em.execute(`update "seeker_resumes" set "name" = ? where "id" = ?`, [name, id]);
  }

  /** Makes one of the seeker's resumes the default, and no other. */
  async makeDefault(userId: string, id: string): Promise<void> {
    await this.em.transactional(async (em) => {
      // The other default goes first: the database allows one default per seeker at any moment.
      await em.execute(
        `update "seeker_resumes" set "is_default" = false where "user_id" = ? and "is_default" and "id" <> ?`,
        [userId, id],
      );
      await em.execute(`update "seeker_resumes" set "is_default" = true where "user_id" = ? and "id" = ?`, [
        userId,
        id,
      ]);
    });
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.em.execute(`delete from "seeker_resumes" where "id" in (?)`, [[...ids]]);
  }

  async deleteOf(userId: string): Promise<void> {
    await this.em.execute(`delete from "seeker_resumes" where "user_id" = ?`, [userId]);
  }
}
