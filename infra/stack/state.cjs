'use strict';
// Small files under .data/: secrets (created once), per-service run state (who owns the running
// server, on which port) and the lock that serialises concurrent stack starts.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { identity, isSameProcess, sleep } = require('./procs.cjs');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes via rename so a reader never sees half a file. */
function writeJson(file, value, mode = 0o644) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode });
  fs.renameSync(tmp, file);
}

function removeFile(file) {
  fs.rmSync(file, { force: true });
}

/** Passwords for the private servers, generated on first use and kept (the cluster stores its own). */
function loadSecrets(dataRoot) {
  const file = path.join(dataRoot, 'secrets.json');
  const current = readJson(file) || {};
  let changed = false;
  for (const key of ['postgresPassword', 'redisPassword', 'storageSecretKey']) {
    if (typeof current[key] !== 'string' || current[key].length < 16) {
      current[key] = crypto.randomBytes(18).toString('base64url');
      changed = true;
    }
  }
  if (changed) writeJson(file, current, 0o600);
  return { ...current, file, created: changed };
}

/**
 * Exclusive lock file holding the owner's identity. A lock left behind by a process that no
 * longer runs (killed hard) is taken over; a live owner is waited for.
 */
async function acquireLock(file, { timeoutMs = 120000, log } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const me = identity();
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        const owner = readJson(file);
        if (owner && owner.pid === me.pid) removeFile(file);
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = readJson(file);
    if (!owner || !isSameProcess(owner)) {
      // Stale: its owner died. A half-written file (owner null) is only possible for a moment,
      // so give it that moment before declaring it stale.
      if (!owner) await sleep(200);
      if (!isSameProcess(readJson(file))) removeFile(file);
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Another process (pid ${owner.pid}) is still starting the local stack; remove ${file} if that is wrong.`,
      );
    }
    if (!told && log) {
      log(`Waiting for pid ${owner.pid}, which is starting the local stack ...`);
      told = true;
    }
    await sleep(250);
  }
}

/** `target` relative to the checkout when inside it (short log lines), else absolute. */
function displayPath(repoRoot, target) {
  const relative = path.relative(repoRoot, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

module.exports = { displayPath, readJson, writeJson, removeFile, loadSecrets, acquireLock };
