import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { HeartbeatRepository } from './heartbeat.repository';

@Injectable()
export class HeartbeatService {
  private readonly logger = new Logger(HeartbeatService.name);
  readonly workerId = `${hostname()}:${process.pid}`;

  constructor(private readonly heartbeats: HeartbeatRepository) {}

  async record(jobId: string, requestedAt: Date): Promise<void> {
    await this.heartbeats.record(this.workerId, jobId, requestedAt);
    this.logger.debug({ jobId, workerId: this.workerId }, 'Heartbeat recorded');
  }
}
