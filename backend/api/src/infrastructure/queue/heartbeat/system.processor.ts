import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../queue-job.decorator';
import { type HeartbeatJobData, SYSTEM_JOBS } from '../queue.constants';
import { HeartbeatService } from './heartbeat.service';
import { SYSTEM_QUEUE } from './system.queue';

/** The system queue's jobs, run by the generic worker (worker.ts only). */
@Injectable()
export class SystemProcessor {
  constructor(private readonly heartbeat: HeartbeatService) {}

  @QueueJob(SYSTEM_QUEUE, SYSTEM_JOBS.heartbeat)
  async heartbeatJob(job: Job<HeartbeatJobData>): Promise<void> {
    await this.heartbeat.record(String(job.id), new Date(job.timestamp));
  }
}
