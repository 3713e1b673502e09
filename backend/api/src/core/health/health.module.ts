import { Module } from '@nestjs/common';
import { DatabaseHealth } from '../../infrastructure/database/database.health';
import { RedisHealth } from '../../infrastructure/redis/redis.health';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({
  controllers: [HealthController],
  providers: [ReadinessService, DatabaseHealth, RedisHealth],
})
export class HealthModule {}
