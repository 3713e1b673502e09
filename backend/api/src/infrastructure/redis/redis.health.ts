import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from './redis.module';

@Injectable()
export class RedisHealth {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /** Resolves when Redis answers PING. */
  async ping(): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
    const answer = await this.redis.ping();
    if (answer !== 'PONG') throw new Error(`Unexpected PING answer: ${answer}`);
  }
}
