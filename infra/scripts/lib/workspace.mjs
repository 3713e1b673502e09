// Shared by the start and test scripts: dependency installation, builds that only run when their
// sources changed, and foreground steps. Only Node built-ins: this runs before `npm ci`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const lifetime = require('../../stack/lifetime.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Nx offline and quiet: no cloud, no daemon left behind, no terminal UI, no prompts. */
export const NX_ENV = {
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_INTERACTIVE: 'false',
};

export function say(line = '') {
  process.stdout.write(`${line}\n`);
}

let foreground = null;

/** The step currently running in the foreground, so a signal handler can stop it. */
export function currentStep() {
  return foreground;
}

/**
 * Runs a command to completion. Output is inherited; `capture` also keeps a copy (still shown),
 * `quiet` keeps it without showing it. Resolves { code, signal, timedOut, output }; never throws
 * for a non-zero exit (callers decide what a failure means). After timeoutMs the command gets
 * SIGTERM, and SIGKILL 10 s later.
 */
export function runStep(
  command,
  args,
  { env = process.env, cwd = ROOT, quiet = false, capture = false, timeoutMs } = {},
) {
  return new Promise((resolve, reject) => {
    const piped = quiet || capture;
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (piped) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stderr.write(chunk);
      });
    }
    foreground = child;
    // Should this script die without cleaning up, the watchdog stops the step too.
    if (child.pid) lifetime.watch(child.pid, { signal: 'SIGTERM', graceMs: 10000 });
    let timedOut = false;
    let killTimer;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGTERM');
          killTimer = setTimeout(() => child.kill('SIGKILL'), 10000);
        }, timeoutMs)
      : null;
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      if (foreground === child) foreground = null;
      if (child.pid) lifetime.unwatch(child.pid);
    };
    child.once('error', (error) => {
      finish();
      reject(new Error(`Could not run ${command}: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      finish();
      resolve({ code, signal, timedOut, output });
    });
  });
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Dependencies

const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.nestwork-install-stamp');

/**
 * Whether node_modules holds exactly what package-lock.json asks for: every package present at
 * its locked version (optional ones may be missing: they are for other platforms).
 */
function installedTreeMatchesLock(lock) {
  for (const [location, entry] of Object.entries(lock.packages || {})) {
    if (!location || entry.link || entry.inBundle) continue;
    const manifest = path.join(ROOT, location, 'package.json');
    let installed;
    try {
      installed = readJson(manifest);
    } catch {
      if (entry.optional) continue;
      return false;
    }
    if (entry.version && installed.version !== entry.version) return false;
  }
  return true;
}

/**
 * Optional dependencies (native binaries for other platforms) that the lock names but holds no
 * entry for. A lock made against a registry that does not serve them looks like this, and npm ci
 * rejects it as out of sync although npm install handles it.
 */
function lockMissesOptionalPackages(lock) {
  const locations = new Set(Object.keys(lock.packages || {}));
  for (const [location, entry] of Object.entries(lock.packages || {})) {
    for (const name of Object.keys(entry.optionalDependencies || {})) {
      // Resolution walks up the node_modules folders, like Node's own lookup.
      let base = location;
      let found = false;
      for (;;) {
        if (locations.has(`${base ? `${base}/` : ''}node_modules/${name}`)) {
          found = true;
          break;
        }
        const cut = base.lastIndexOf('/node_modules/');
        if (!base) break;
        base = cut >= 0 ? base.slice(0, cut) : '';
      }
      if (!found) return true;
    }
  }
  return false;
}

/** `npm ci` when node_modules is missing or does not match package-lock.json. */
export async function ensureDependencies() {
  const lockFile = path.join(ROOT, 'package-lock.json');
  if (!fs.existsSync(lockFile))
    throw new Error('package-lock.json is missing; it is needed for a reproducible install.');
  const lockText = fs.readFileSync(lockFile, 'utf8');
  const hash = sha256(lockText);
  const hasModules = fs.existsSync(path.join(ROOT, 'node_modules'));
  if (hasModules) {
    const stamp = fs.existsSync(INSTALL_STAMP) ? fs.readFileSync(INSTALL_STAMP, 'utf8').trim() : '';
    if (stamp === hash) return false;
    // No stamp (first run of these scripts) or a changed lock: trust the tree if it matches.
    if (installedTreeMatchesLock(JSON.parse(lockText))) {
      fs.writeFileSync(INSTALL_STAMP, `${hash}\n`);
      return false;
    }
  }
  const lock = JSON.parse(lockText);
  say(
    hasModules ? 'Dependencies are out of date with package-lock.json; installing ...' : 'Installing dependencies ...',
  );
  // npm ci is the reproducible install. It rejects a lock that lacks entries for optional platform
  // packages as "out of sync"; npm install still installs exactly the locked versions from such a
  // lock, and --no-save keeps package.json and package-lock.json untouched.
  let useInstall = lockMissesOptionalPackages(lock);
  if (!useInstall) {
    const ci = await runStep('npm', ['ci', '--no-audit', '--no-fund'], { capture: true });
    if (ci.code !== 0) {
      if (!/can only install packages when your package\.json and package-lock\.json/.test(ci.output)) {
        throw new Error(`npm ci failed (${ci.signal ?? `exit ${ci.code}`}).`);
      }
      useInstall = true;
    }
  }
  if (useInstall) {
    say(
      'package-lock.json lacks some optional platform packages, which npm ci refuses; installing the locked versions with npm install --no-save ...',
    );
    const install = await runStep('npm', ['install', '--no-save', '--no-audit', '--no-fund']);
    if (install.code !== 0) throw new Error(`npm install failed (${install.signal ?? `exit ${install.code}`}).`);
    if (!installedTreeMatchesLock(lock)) {
      throw new Error(
        'The installed packages do not match package-lock.json: package.json and package-lock.json disagree; run npm install and commit the updated lock file.',
      );
    }
  }
  fs.writeFileSync(INSTALL_STAMP, `${hash}\n`);
  return true;
}

export function rootScripts() {
  return readJson(path.join(ROOT, 'package.json')).scripts || {};
}

// ---------------------------------------------------------------------------------------------
// Builds

const SKIP_DIRS = new Set(['node_modules', 'dist', '.nx', 'coverage', 'test-results', '.git', '.data', '.tools']);
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'nx.json', '.swcrc', '.browserslistrc'];
const isTestFile = (rel) => /\.(spec|int-spec|e2e-spec|e2e)\.tsx?$/.test(rel);

/** What each build reads and writes. Tests never change build output, so they are left out. */
export const BUILDS = {
  api: {
    script: 'build:api',
    label: 'backend',
    inputs: ['backend'],
    exclude: (rel) => isTestFile(rel) || rel.startsWith('backend/api/test/'),
    outputs: ['dist/backend/api/main.js', 'dist/backend/api/worker.js', 'dist/backend/api/cli.js'],
  },
  web: {
    script: 'build:web',
    label: 'frontends',
    inputs: ['frontends', 'backend/contracts'],
    exclude: (rel) => isTestFile(rel) || rel.startsWith('frontends/e2e/'),
    outputs: [
      'dist/frontends/shell/index.html',
      ...['seeker', 'employer', 'admin'].map((name) => `dist/frontends/${name}/remoteEntry.js`),
    ],
  },
};

function listFiles(dir, exclude, out) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(rel, exclude, out);
    } else if (entry.isFile() && !exclude(rel)) {
      out.push(rel);
    }
  }
}

/** Content hash of a build's inputs (paths and bytes), so a touch without a change is free. */
export function sourceHash(build) {
  const files = [];
  for (const input of build.inputs) listFiles(input, build.exclude, files);
  for (const file of ROOT_INPUTS) if (fs.existsSync(path.join(ROOT, file))) files.push(file);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (name) => path.join(ROOT, 'dist', '.build-stamps', `${name}.sha256`);

/**
 * Builds `name` unless its outputs exist and were built from the current sources. Throws when the
 * build fails. Resolves true when it built.
 */
export async function ensureBuilt(name) {
  const build = BUILDS[name];
  const hash = sourceHash(build);
  const outputsExist = build.outputs.every((file) => fs.existsSync(path.join(ROOT, file)));
  const stamp = fs.existsSync(stampFile(name)) ? fs.readFileSync(stampFile(name), 'utf8').trim() : '';
  if (outputsExist && stamp === hash) {
    say(`The ${build.label} build is up to date.`);
    return false;
  }
  if (!rootScripts()[build.script])
    throw new Error(`package.json has no "${build.script}" script to build the ${build.label}.`);
  say(`Building the ${build.label} (npm run ${build.script}) ...`);
  const { code, signal } = await runStep('npm', ['run', build.script], { env: { ...process.env, ...NX_ENV } });
  if (code !== 0) throw new Error(`Building the ${build.label} failed (${signal ?? `exit ${code}`}).`);
  const missing = build.outputs.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`The ${build.label} build finished but did not produce ${missing.join(', ')}.`);
  fs.mkdirSync(path.dirname(stampFile(name)), { recursive: true });
  // Hash the sources as they were before the build started: an edit made during the build must
  // trigger the next one.
  fs.writeFileSync(stampFile(name), `${hash}\n`);
  return true;
}
