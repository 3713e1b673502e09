import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from './redis.module';

@Injectable()
export class RedisHealth {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /** Resolves when Redis answers PING; rejects at once while the client is reconnecting. */
  async ping(): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
    if (this.redis.status === 'reconnecting' || this.redis.status === 'end' || this.redis.status === 'close') {
      throw new Error(`Redis is not connected (${this.redis.status})`);
    }
    const answer = await this.redis.ping();
    if (answer !== 'PONG') throw new Error(`Unexpected PING answer: ${answer}`);
  }
}
