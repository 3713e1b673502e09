import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { WorkerHeartbeat } from './worker-heartbeat.entity';

@Injectable()
export class HeartbeatRepository {
  constructor(private readonly em: EntityManager) {}

  /** One row per worker process: the latest heartbeat job it handled and how many so far. */
  async record(workerId: string, jobId: string, requestedAt: Date): Promise<void> {
    await this.em.fork().execute(
      `insert into "worker_heartbeats" ("worker_id", "last_job_id", "requested_at", "beat_at", "beats")
       values (?, ?, ?, now(), 1)
       on conflict ("worker_id") do update
         set "last_job_id" = excluded."last_job_id",
             "requested_at" = excluded."requested_at",
             "beat_at" = excluded."beat_at",
             "beats" = "worker_heartbeats"."beats" + 1`,
      [workerId, jobId, requestedAt],
    );
  }

  async findByJobId(jobId: string): Promise<WorkerHeartbeat | null> {
    return this.em.fork().findOne(WorkerHeartbeat, { lastJobId: jobId });
  }
}
