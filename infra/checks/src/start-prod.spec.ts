// `npm run start:prod -- <kind>` (infra/scripts/start-prod.mjs): one process of a named kind from
// the built output; wrong use is refused before anything starts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Runs the script from a copy of the repository layout whose dist/ holds `built` files. */
function startProd(args: string[], built: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'start-prod-'));
  try {
    mkdirSync(path.join(dir, 'infra', 'scripts'), { recursive: true });
    cpSync(path.join(root, 'infra/scripts/start-prod.mjs'), path.join(dir, 'infra/scripts/start-prod.mjs'));
    mkdirSync(path.join(dir, 'dist', 'backend', 'api'), { recursive: true });
    for (const [file, source] of Object.entries(built)) writeFileSync(path.join(dir, 'dist/backend/api', file), source);
    return spawnSync(process.execPath, [path.join(dir, 'infra/scripts/start-prod.mjs'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development' },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The stand-in process prints what it was started with, so the test sees the arguments and settings.
const ECHO =
  'console.log(JSON.stringify({ args: process.argv.slice(2), env: process.env.NODE_ENV })); process.exit(7);';

describe('npm run start:prod', () => {
  it('refuses a missing, unknown or second kind, naming the kinds', () => {
    for (const args of [[], ['web'], ['api', 'worker']]) {
      const result = startProd(args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: npm run start:prod -- <api|worker|migrate>');
    }
  });

  it('says to build first when the built output is missing', () => {
    const result = startProd(['worker']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('dist/backend/api/worker.js is missing: build first with npm run build:api');
  });

  it('starts the kind’s entry point in production and exits with its status', () => {
    const api = startProd(['api'], { 'main.js': ECHO });
    expect(api.status).toBe(7);
    expect(JSON.parse(api.stdout)).toEqual({ args: [], env: 'production' });
    const migrate = startProd(['migrate'], { 'cli.js': ECHO });
    expect(JSON.parse(migrate.stdout)).toEqual({ args: ['migrate'], env: 'production' });
  });
});
