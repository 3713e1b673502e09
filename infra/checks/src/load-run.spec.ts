// The load run's pieces that decide its verdict (infra/load): what counts as an error, the
// windows faults are forgiven in, the capacity figure, the request log, the fault list and the
// load balancer's configuration. CommonJS outside the TypeScript projects: loaded with require.
import { mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface LoggedRequest {
  t: number;
  vu: string;
  scenario: string;
  className: string;
  status: number | null;
  ms: number | null;
}
interface Analysis {
  BUCKET_MS: number;
  failed(request: Pick<LoggedRequest, 'className' | 'status'>): boolean;
  summarize(
    requests: LoggedRequest[],
    windows: { from: number; to: number }[],
  ): { errorRateOutside: number; capacity: number; errorKinds: [string, number][]; outside: number };
  createRequestLog(dir: string): {
    read(): void;
    requests(options?: { final?: boolean }): LoggedRequest[];
    acks(): { type: string }[];
  };
}

const root = path.resolve(__dirname, '../../..');
const analysis = require(path.join(root, 'infra/load/analysis.cjs')) as Analysis;
const { parseFaults, FAULT_NAMES } = require(path.join(root, 'infra/load/faults.cjs')) as {
  parseFaults(raw: string | undefined, fallback: string): string[];
  FAULT_NAMES: string[];
};
const { haproxyConfig } = require(path.join(root, 'infra/load/haproxy.cjs')) as {
  haproxyConfig(options: { port: number; statsPort: number; instances: { name: string; port: number }[] }): string;
};

const BUCKET = analysis.BUCKET_MS;

/**
 * `users` virtual users each sending two requests in the bucket starting at `bucket * BUCKET` (one
 * near its start, one near its end, so that their visits span its middle), all taking `ms`.
 */
function bucketOf(bucket: number, users: number, ms: number, status = 200): LoggedRequest[] {
  const start = bucket * BUCKET;
  return Array.from({ length: users }, (_, index) => [start + index, start + BUCKET - 100 - index]).flatMap(
    ([first, second], index) =>
      [first, second].map((t) => ({
        t: t ?? start,
        vu: `vu-${bucket}-${index}`,
        scenario: 'visitor',
        className: 'search',
        status,
        ms,
      })),
  );
}

describe('the load run’s verdict', () => {
  it('counts failures on the wire, server errors and unexpected refusals, not a person’s normal outcomes', () => {
    expect(analysis.failed({ className: 'search', status: null })).toBe(true);
    expect(analysis.failed({ className: 'search', status: 503 })).toBe(true);
    expect(analysis.failed({ className: 'my-applications', status: 401 })).toBe(true);
    expect(analysis.failed({ className: 'search', status: 200 })).toBe(false);
    // Applying twice to one job, or a status someone else changed first.
    expect(analysis.failed({ className: 'apply', status: 409 })).toBe(false);
    expect(analysis.failed({ className: 'status-change', status: 409 })).toBe(false);
    expect(analysis.failed({ className: 'status-change', status: 422 })).toBe(true);
  });

  it('forgives errors inside a fault window only, and names the others', () => {
    const requests = [...bucketOf(1, 10, 20), ...bucketOf(2, 10, 20, 502), ...bucketOf(3, 10, 20)];
    const late = requests[45];
    if (!late) throw new Error('no request 45');
    requests[45] = { ...late, status: 500 };
    const window = { from: 2 * BUCKET, to: 3 * BUCKET - 1 };
    const figures = analysis.summarize(requests, [window]);
    // The 502s fall in the window; one 500 of bucket 3 does not.
    expect(figures.outside).toBe(40);
    expect(figures.errorRateOutside).toBeCloseTo(2.5);
    expect(figures.errorKinds).toEqual([['search 500', 1]]);
  });

  it('reports as capacity the busiest bucket within 300 ms before two slow buckets in a row', () => {
    const requests = [
      ...bucketOf(0, 2, 900), // warm-up: not judged
      ...bucketOf(1, 5, 40),
      ...bucketOf(2, 10, 400), // one slow bucket is noise
      ...bucketOf(3, 15, 60),
      ...bucketOf(4, 20, 350),
      ...bucketOf(5, 25, 500),
      ...bucketOf(6, 30, 50), // after the sustained miss: not counted
    ];
    expect(analysis.summarize(requests, []).capacity).toBe(15);
  });

  it('skips buckets that overlap a fault when measuring capacity', () => {
    const requests = [...bucketOf(0, 1, 10), ...bucketOf(1, 5, 40), ...bucketOf(2, 40, 2000), ...bucketOf(3, 8, 40)];
    expect(analysis.summarize(requests, [{ from: 2 * BUCKET + 5, to: 2 * BUCKET + 6 }]).capacity).toBe(8);
  });

  it('reads the request log as it grows, across half-written lines, and keeps unanswered requests for the end', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-log-'));
    try {
      const file = path.join(dir, 'requests-1-1.jsonl');
      const log = analysis.createRequestLog(dir);
      const start = (id: string) => JSON.stringify({ k: 's', id, t: 1000, vu: 'a', sc: 'seeker', c: 'apply' });
      const answered = JSON.stringify({ k: 'e', id: 'one', t: 1010, st: 201, ms: 10 });
      appendFileSync(file, `${start('one')}\n${start('two')}\n${answered.slice(0, 12)}`);
      log.read();
      expect(log.requests()).toEqual([]);
      appendFileSync(file, `${answered.slice(12)}\n${JSON.stringify({ k: 'ack', type: 'application', id: 'x' })}\n`);
      log.read();
      expect(log.requests()).toEqual([
        { t: 1000, vu: 'a', scenario: 'seeker', className: 'apply', status: 201, ms: 10 },
      ]);
      expect(log.acks().map((ack) => ack.type)).toEqual(['application']);
      expect(log.requests({ final: true }).map((request) => request.status)).toEqual([201, null]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the faults to inject from LOAD_FAULTS and refuses unknown ones', () => {
    expect(parseFaults(undefined, 'api-kill')).toEqual(['api-kill']);
    expect(parseFaults('all', 'none')).toEqual(FAULT_NAMES);
    expect(parseFaults('none', 'all')).toEqual([]);
    expect(parseFaults('redis-restart, payments-slow', 'all')).toEqual(['redis-restart', 'payments-slow']);
    expect(() => parseFaults('api-kill,flood', 'all')).toThrow(/unknown flood/);
  });

  it('balances over ready instances, falls back to live ones, and keeps long-polling on one instance', () => {
    const config = haproxyConfig({
      port: 8080,
      statsPort: 8081,
      instances: [
        { name: 'api1', port: 3001 },
        { name: 'api2', port: 3002 },
      ],
    });
    expect(config).toContain('bind 127.0.0.1:8080');
    expect(config).toContain('option httpchk GET /api/ready');
    expect(config).toContain('option httpchk GET /api/health');
    expect(config).toContain('use_backend alive if { nbsrv(api) eq 0 }');
    expect(config).toContain('cookie io prefix indirect nocache');
    expect(config.match(/server api1 127\.0\.0\.1:3001 check cookie api1/g)).toHaveLength(2);
    expect(config.match(/server api2 127\.0\.0\.1:3002 check cookie api2/g)).toHaveLength(2);
  });
});
