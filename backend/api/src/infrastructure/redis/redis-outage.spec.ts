import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { isConnectionError, RedisConnectionMonitor, RedisOutageLog } from './redis-outage';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
  code: 'ECONNREFUSED',
  syscall: 'connect',
});

describe('isConnectionError', () => {
  it.each([
    ['a refused connection', refused],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })],
    ['a closed connection', new Error('Connection is closed.')],
    ['a command refused while offline', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    [
      'retries given up',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['a Redis still loading its data', new Error('LOADING Redis is loading the dataset in memory')],
    ['an error object from another realm', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:6379' }],
  ])('counts %s', (_, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a failing command', new Error('ERR wrong number of arguments')],
    ['a read-only replica', new Error('READONLY You cannot write against a read only replica.')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('does not count %s', (_, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('RedisOutageLog', () => {
  function outageLog() {
    let time = 0;
    const lines: string[] = [];
    const log = new RedisOutageLog(
      {
        lost: (source, error) => lines.push(`lost ${source}: ${error.message}`),
        restored: (ms, failures, sources) =>
          lines.push(`restored after ${ms} ms, ${failures} failures on ${sources.join(', ')}`),
      },
      () => time,
    );
    return { log, lines, at: (ms: number) => (time = ms) };
  }

  it('says once that Redis is gone and once that it is back, however many connections retry', () => {
    const { log, lines, at } = outageLog();
    expect(log.error('general client', refused)).toBe(true);
    at(100);
    log.error('accounts', refused);
    log.error('general client', refused);
    at(900);
    log.ready('general client');
    expect(log.outage).toBe(true);
    log.error('accounts', refused);
    at(1_500);
    log.ready('accounts');

    expect(lines).toEqual([
      'lost general client: connect ECONNREFUSED 127.0.0.1:6379',
      'restored after 1500 ms, 4 failures on general client, accounts',
    ]);
    expect(log.outage).toBe(false);
  });

  it('starts a new outage, with its own count, when Redis goes again', () => {
    const { log, lines, at } = outageLog();
    log.error('jobs', refused);
    at(10);
    log.ready('jobs');
    at(5_000);
    log.error('jobs', refused);
    log.error('jobs', refused);
    at(5_200);
    log.ready('jobs');
    expect(lines.slice(2)).toEqual([
      'lost jobs: connect ECONNREFUSED 127.0.0.1:6379',
      'restored after 200 ms, 2 failures on jobs',
    ]);
  });

  it('leaves other errors to the caller, and a reconnect without an outage unsaid', () => {
    const { log, lines } = outageLog();
    expect(log.error('jobs', new Error('ERR unknown command'))).toBe(false);
    log.ready('jobs');
    expect(lines).toEqual([]);
    expect(log.outage).toBe(false);
  });

  it('counts any error of a connection that is down as part of the outage', () => {
    const { log } = outageLog();
    log.error('jobs', refused);
    expect(log.error('jobs', new Error('ERR unknown command'))).toBe(true);
  });
});

describe('RedisConnectionMonitor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('listens to a connection, so its errors are neither unhandled nor logged once per retry', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const monitor = new RedisConnectionMonitor();
    const client = new EventEmitter();
    monitor.watch('general client', client);

    for (let attempt = 0; attempt < 5; attempt += 1) client.emit('error', refused);
    client.emit('ready');
    client.emit('error', new Error('ERR something else'));

    expect(warn.mock.calls.map((call) => call[1])).toEqual([
      'Redis is unreachable (general client: connect ECONNREFUSED 127.0.0.1:6379); work that needs it fails until it is back, and every connection keeps retrying',
      'Redis error (general client): ERR something else',
    ]);
    expect(log.mock.calls.map((call) => call[1])).toEqual([
      'Redis is reachable again after 0.0 s (5 failed attempts on 1 connection)',
    ]);
  });
});
