import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { UPLOAD_LIMITS } from '@marketplace/contracts';
import { originalKey } from '../../src/modules/uploads/upload-keys';
import { type NewUpload, UploadsRepository } from '../../src/modules/uploads/uploads.repository';
import { ormOptions } from '../../src/database';
import { testConfig } from '../support/test-config';

const MB = 1024 * 1024;

/**
 * The upload quota on PostgreSQL: reservations made at the same moment, from two API instances
 * (two ORMs, each with its own pool), never add up past the quota.
 */
describe('the upload quota on PostgreSQL', () => {
  const config = testConfig();
  let instances: MikroORM[];
  const owners: string[] = [];

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    instances[0]!.em.fork().getConnection().execute<T[]>(query, params);

  const newOwner = async () => {
    const id = randomUUID();
    await sql(
      `insert into users (id, email, name, role, password_hash, email_verified_at) values (?, ?, 'Quota Tester', 'seeker', '!fixture', now())`,
      [id, `quota.${id}@example.com`],
    );
    owners.push(id);
    return id;
  };

  const upload = (ownerId: string, fileSize: number): NewUpload => {
    const id = randomUUID();
    return {
      id,
      ownerId,
      uploadType: 'document',
      purpose: 'resume',
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize,
      fileKey: originalKey(ownerId, id),
      createdAt: new Date(),
    };
  };

  /** Reserves every upload at once, alternating between the two instances. */
  const reserveAtOnce = (uploads: NewUpload[]) =>
    Promise.all(
      uploads.map((one, index) =>
        new UploadsRepository(instances[index % instances.length]!.em.fork()).insertWithinQuota(
          one,
          UPLOAD_LIMITS.userQuotaBytes,
        ),
      ),
    );

  const reservedBytes = async (ownerId: string) =>
    Number(
      (
        await sql<{ total: string | null }>(
          `select sum(file_size) as total from uploads where owner_id = ? and status <> 'rejected'`,
          [ownerId],
        )
      )[0]?.total ?? 0,
    );

  beforeAll(async () => {
    // Pools wide enough that the requests really run at the same moment.
    const open = () => MikroORM.init({ ...ormOptions(config), pool: { min: 0, max: 8 } });
    instances = [await open(), await open()];
  });

  afterAll(async () => {
    if (owners.length) await sql(`delete from users where id in (${owners.map(() => '?').join(', ')})`, owners);
    for (const orm of instances ?? []) await orm.close(true);
  });

  it('signs at most the quota when 25 requests of 10 MB arrive at once', async () => {
    const owner = await newOwner();
    const answers = await reserveAtOnce(Array.from({ length: 25 }, () => upload(owner, 10 * MB)));
    expect(answers.filter(Boolean)).toHaveLength(UPLOAD_LIMITS.userQuotaBytes / (10 * MB));
    expect(await reservedBytes(owner)).toBe(UPLOAD_LIMITS.userQuotaBytes);
  });

  it('fills the quota to the byte with sizes that do not divide it, and no further', async () => {
    const owner = await newOwner();
    // 7 MB each: 28 fit in 200 MB (196 MB); one of 4 MB fits after them, one byte more does not.
    const answers = await reserveAtOnce(Array.from({ length: 40 }, () => upload(owner, 7 * MB)));
    expect(answers.filter(Boolean)).toHaveLength(28);
    const last = await reserveAtOnce([upload(owner, 4 * MB + 1), upload(owner, 4 * MB)]);
    expect(last.filter(Boolean)).toHaveLength(1);
    expect(await reservedBytes(owner)).toBe(UPLOAD_LIMITS.userQuotaBytes);
  });

  it('holds up nobody else: another owner reserves while one owner is at the quota', async () => {
    const [full, other] = [await newOwner(), await newOwner()];
    const answers = await reserveAtOnce([
      ...Array.from({ length: 21 }, () => upload(full, 10 * MB)),
      ...Array.from({ length: 5 }, () => upload(other, 10 * MB)),
    ]);
    expect(answers.slice(0, 21).filter(Boolean)).toHaveLength(20);
    expect(answers.slice(21).every(Boolean)).toBe(true);
    expect(await reservedBytes(full)).toBe(UPLOAD_LIMITS.userQuotaBytes);
    expect(await reservedBytes(other)).toBe(50 * MB);
  });
});
