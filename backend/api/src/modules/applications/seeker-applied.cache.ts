import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@marketplace/contracts';
import { QUEUE_PREFIX } from '../../infrastructure/queue/queue.constants';
import { REDIS_CLIENT } from '../../infrastructure/redis/redis.module';

/** Redis keys of the cache, under the app's prefix (test setups clear `nestwork:*`). */
export const SEEKER_APPLIED_KEY_PREFIX = `${QUEUE_PREFIX}:seeker-applied`;

/**
 * How long a seeker's applications are kept before they are read from the database again. Every
 * write to them forgets them at once (changed()); the limit only bounds a forget that failed (Redis
 * unreachable at that moment).
 */
export const SEEKER_APPLIED_TTL_SECONDS = 600;

/** A seeker's application to a job, as a job card needs it. */
export interface AppliedEntry {
  jobId: string;
  status: ApplicationStatus;
  withdrawn: boolean;
}

/** What the cache knows of some of a seeker's jobs. */
export type AppliedRead =
  /** The seeker's applications are kept: those to the asked jobs (jobs not applied to are absent). */
  | { kind: 'kept'; applied: Map<string, AppliedEntry> }
  /** Not kept: read them from the database, then keep them with fill(..., version). */
  | { kind: 'missing'; version: string }
  /** Redis did not answer: read from the database, and keep nothing. */
  | { kind: 'unavailable' };

/** Marks a complete hash (a seeker without applications still has one). */
const COMPLETE = '~';
const WITHDRAWN_MARK = '!';
const FIELDS_PER_HSET = 200;

/**
 * KEYS: [hash, version]; ARGV: [version read before the database was, ttl seconds, field, value, ...].
 * Keeps the applications only when no write to them was announced since the version was read
 * (changed() moves the version after each committed write), so a read that raced a write never
 * keeps what the write replaced.
 */
const FILL_SCRIPT = `
if (redis.call('GET', KEYS[2]) or '') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
local fields = {}
for i = 3, #ARGV do
  fields[#fields + 1] = ARGV[i]
  if #fields == ${FIELDS_PER_HSET * 2} then redis.call('HSET', KEYS[1], unpack(fields)); fields = {} end
end
if #fields > 0 then redis.call('HSET', KEYS[1], unpack(fields)) end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

function hashKey(seekerId: string): string {
  return `${SEEKER_APPLIED_KEY_PREFIX}:${seekerId}`;
}

function versionKey(seekerId: string): string {
  return `${SEEKER_APPLIED_KEY_PREFIX}-version:${seekerId}`;
}

function encode(entry: AppliedEntry): string {
  return entry.withdrawn ? `${entry.status}${WITHDRAWN_MARK}` : entry.status;
}

function decode(jobId: string, value: string): AppliedEntry | null {
  const withdrawn = value.endsWith(WITHDRAWN_MARK);
  const status = withdrawn ? value.slice(0, -WITHDRAWN_MARK.length) : value;
  return (APPLICATION_STATUSES as readonly string[]).includes(status)
    ? { jobId, status: status as ApplicationStatus, withdrawn }
    : null;
}

/**
 * Each seeker's applications (job and status), kept in Redis for the application badges of job
 * cards: a search page reads its cards' badges with one lookup here instead of a statement in the
 * database, which every other search shares (bench:applications). Filled from the database on a
 * miss, and forgotten at every write to the seeker's applications (ApplicationsRepository calls
 * changed() once its transaction has committed).
 */
@Injectable()
export class SeekerAppliedCache {
  private readonly logger = new Logger(SeekerAppliedCache.name);

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /**
   * The seeker's applications to these jobs when kept (one HMGET), else the version to fill under,
   * read now: before the database is, as fill() requires.
   */
  async read(seekerId: string, jobIds: readonly string[]): Promise<AppliedRead> {
    try {
      const values = await this.redis.hmget(hashKey(seekerId), COMPLETE, ...jobIds);
      if (values[0] === null || values[0] === undefined)
        return { kind: 'missing', version: (await this.redis.get(versionKey(seekerId))) ?? '' };
      const applied = new Map<string, AppliedEntry>();
      jobIds.forEach((jobId, index) => {
        const value = values[index + 1];
        const entry = value === null || value === undefined ? null : decode(jobId, value);
        if (entry) applied.set(jobId, entry);
      });
      return { kind: 'kept', applied };
    } catch (error) {
      this.logger.debug({ err: error }, 'Seeker applications cache unavailable; reading the database');
      return { kind: 'unavailable' };
    }
  }

  /** Keeps all of the seeker's applications, read from the database after read() answered `version`. */
  async fill(seekerId: string, version: string, entries: readonly AppliedEntry[]): Promise<void> {
    const fields = [COMPLETE, '1', ...entries.flatMap((entry) => [entry.jobId, encode(entry)])];
    try {
      await this.redis.eval(
        FILL_SCRIPT,
        2,
        hashKey(seekerId),
        versionKey(seekerId),
        version,
        String(SEEKER_APPLIED_TTL_SECONDS),
        ...fields,
      );
    } catch (error) {
      this.logger.debug({ err: error }, 'Seeker applications cache unavailable; not kept');
    }
  }

  /**
   * Forgets what is kept of these seekers' applications, and moves their versions so that a fill
   * racing the write is refused. Call after the write has committed.
   */
  async changed(seekerIds: Iterable<string>): Promise<void> {
    const unique = [...new Set(seekerIds)];
    if (unique.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const seekerId of unique) {
      pipeline
        .incr(versionKey(seekerId))
        .expire(versionKey(seekerId), SEEKER_APPLIED_TTL_SECONDS * 2)
        .del(hashKey(seekerId));
    }
    try {
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error !== null);
      if (!results || failed) throw failed?.[0] ?? new Error('No answer');
    } catch (error) {
      // What is kept may now be stale, for SEEKER_APPLIED_TTL_SECONDS at most.
      this.logger.warn(
        { err: error, seekers: unique.length },
        'Could not forget the kept applications of changed seekers',
      );
    }
  }
}
