import { type DynamicModule, Module } from '@nestjs/common';
import { QueueModule } from '../queue.module';
import { HeartbeatRepository } from './heartbeat.repository';
import { HeartbeatScheduler } from './heartbeat.scheduler';
import { HeartbeatService } from './heartbeat.service';
import { SystemProcessor } from './system.processor';

/** The heartbeat job: the API schedules it, the worker records it. */
@Module({})
export class HeartbeatModule {
  static forApi(): DynamicModule {
    return { module: HeartbeatModule, imports: [QueueModule], providers: [HeartbeatScheduler] };
  }

  static forWorker(): DynamicModule {
    return {
      module: HeartbeatModule,
      imports: [QueueModule],
      providers: [HeartbeatRepository, HeartbeatService, SystemProcessor],
      exports: [HeartbeatRepository],
    };
  }
}
