'use strict';
// Finding system executables, and installing Debian packages when we are allowed to. Only Node
// built-ins: the test script uses this before dependencies are installed.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const EXTRA_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Absolute path of `name` on PATH (plus the usual system folders), or null. */
function findExecutable(name, searchPath = process.env.PATH || '') {
  const dirs = [...searchPath.split(path.delimiter).filter(Boolean), ...EXTRA_DIRS];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether aptInstall can work here: root on a system with apt-get. */
function canAptInstall() {
  return isRoot() && findExecutable('apt-get') !== null;
}

/**
 * `apt-get update` then `apt-get install -y <packages>`, output passed through so a slow download
 * is visible. Throws with the exit status on failure.
 */
function aptInstall(packages, log = (line) => console.error(line)) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt run (e.g. unattended upgrades) instead of failing on its lock.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  log(`Installing ${packages.join(', ')} with apt-get ...`);
  for (const args of [
    [...lockWait, 'update'],
    [...lockWait, 'install', '-y', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (result.status !== 0) {
      throw new Error(
        `apt-get ${args.filter((a) => !a.startsWith('-') && !a.includes('=')).join(' ')} failed (exit ${result.status ?? result.signal})`,
      );
    }
  }
}

module.exports = { findExecutable, isExecutable, isRoot, canAptInstall, aptInstall };
