import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { DatabaseHealth } from '../../infrastructure/database/database.health';
import { RedisHealth } from '../../infrastructure/redis/redis.health';
import { withTimeout } from './with-timeout';

export type DependencyState = 'up' | 'down';

export interface Readiness {
  ready: boolean;
  checks: { database: DependencyState; redis: DependencyState };
}

const PROBE_TIMEOUT_MS = 2_000;

@Injectable()
export class ReadinessService {
  private readonly logger = new Logger(ReadinessService.name);
  /** The last answer of each probe: probes run every few seconds, so only changes are logged. */
  private readonly last = new Map<string, DependencyState>();

  constructor(
    private readonly database: DatabaseHealth,
    private readonly redis: RedisHealth,
  ) {}

  async check(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      this.probe('database', () => this.database.ping()),
      this.probe('redis', () => this.redis.ping()),
    ]);
    return { ready: database === 'up' && redis === 'up', checks: { database, redis } };
  }

  /** Readiness for load balancers: 200 with the checks, or 503 naming what is down. */
  async assertReady(): Promise<{ status: 'ready'; checks: Readiness['checks'] }> {
    const { ready, checks } = await this.check();
    if (!ready) {
      const down = Object.entries(checks)
        .filter(([, state]) => state === 'down')
        .map(([name]) => (name === 'database' ? 'Database' : 'Redis'));
      throw new ServiceUnavailableException(
        `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} not reachable`,
      );
    }
    return { status: 'ready', checks };
  }

  private async probe(name: string, ping: () => Promise<void>): Promise<DependencyState> {
    try {
      await withTimeout(ping(), PROBE_TIMEOUT_MS, name);
      if (this.last.get(name) === 'down') this.logger.log({ dependency: name }, `Readiness: ${name} is up again`);
      this.last.set(name, 'up');
      return 'up';
    } catch (error) {
      if (this.last.get(name) !== 'down')
        this.logger.warn({ err: error, dependency: name }, `Readiness: ${name} is down`);
      this.last.set(name, 'down');
      return 'down';
    }
  }
}
