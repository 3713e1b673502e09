import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import { RedisConnectionMonitor } from '../redis/redis-outage';
import { QueueErrorReporter, ThrottledErrorLog } from './queue-error-reporter';

describe('ThrottledErrorLog', () => {
  it('logs the first error of a kind, then at most once per window with the suppressed count', () => {
    let time = 0;
    const lines: Array<[string, string, number]> = [];
    const log = new ThrottledErrorLog(
      (source, error, suppressed) => lines.push([source, error.message, suppressed]),
      1_000,
      () => time,
    );
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');

    log.report('system', refused);
    time = 200;
    log.report('system', refused);
    log.report('system', refused);
    log.report('system', new Error('READONLY You cannot write against a read only replica.'));
    log.report('mail', refused);
    time = 1_300;
    log.report('system', refused);

    expect(lines).toEqual([
      ['system', 'connect ECONNREFUSED 127.0.0.1:6379', 0],
      ['system', 'READONLY You cannot write against a read only replica.', 0],
      ['mail', 'connect ECONNREFUSED 127.0.0.1:6379', 0],
      ['system', 'connect ECONNREFUSED 127.0.0.1:6379', 2],
    ]);
  });
});

describe('QueueErrorReporter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hands lost connections to the Redis outage log and logs other queue errors itself', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const reporter = new QueueErrorReporter(
      { getProviders: () => [] } as unknown as DiscoveryService,
      new RedisConnectionMonitor(),
    );
    const backend = new EventEmitter();
    const queue = Object.assign(new EventEmitter(), { getBackend: () => backend });
    reporter.watch('accounts', queue);
    reporter.watch('accounts', queue); // watching twice adds no second listener

    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    queue.emit('error', refused);
    queue.emit('error', refused);
    backend.emit('ready');
    queue.emit('error', new Error('Missing lock for job 7'));

    expect(queue.listenerCount('error')).toBe(1);
    expect(warn.mock.calls.map((call) => call[1])).toEqual([
      'Redis is unreachable (accounts: connect ECONNREFUSED 127.0.0.1:6379); work that needs it fails until it is back, and every connection keeps retrying',
      'Queue "accounts" error: Missing lock for job 7',
    ]);
  });
});
