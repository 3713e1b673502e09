import { Module } from '@nestjs/common';
import { registerQueue } from '../queue-registration';
import { HeartbeatRepository } from './heartbeat.repository';
import { HeartbeatService } from './heartbeat.service';
import { SystemProcessor } from './system.processor';
import { SYSTEM_QUEUE } from './system.queue';

/** The heartbeat job of the system queue: the worker schedules it and records each run (worker.ts only). */
@Module({
  imports: [registerQueue(SYSTEM_QUEUE)],
  providers: [HeartbeatRepository, HeartbeatService, SystemProcessor],
  exports: [HeartbeatRepository],
})
export class HeartbeatModule {}
