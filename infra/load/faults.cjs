'use strict';
// The faults `npm run load` injects in the middle of its run, and how it tells that the product has
// recovered from each. A fault is a time window: from its injection until the probes pass again
// (every instance's /api/ready, and a job search through the load balancer, three times in a row
// a probe interval apart); requests failing inside a window are the fault's, those outside count
// against the product. Stores named by DATABASE_URL / REDIS_URL / S3_ENDPOINT / AUTHNET_ENVIRONMENT
// are not ours to restart: their faults are skipped, and said so.
//
//   api-kill          kill -9 of the first API instance; the run starts it again at once, and
//                     HAProxy takes it out (failed health checks) and back
//   redis-restart     Redis stopped (SIGTERM: it writes its append-only file) and started again
//                     on the same port and data by the stack's supervisor
//   postgres-restart  PostgreSQL's fast shutdown (SIGINT: every connection dropped) and a start
//                     on the same port and data, by the supervisor
//   storage-stop      the S3 server frozen (SIGSTOP) for 10 seconds, then let go (SIGCONT)
//   payments-slow     the payment sandbox answering every call 3 seconds late for 20 seconds

const procs = require('../stack/procs.cjs');

const FAULT_NAMES = ['api-kill', 'redis-restart', 'postgres-restart', 'storage-stop', 'payments-slow'];
const PROBE_EVERY_MS = 200;
const PASSES_NEEDED = 3;
/** Longest wait for a recovery before the fault is reported as not recovered. */
const RECOVERY_LIMIT_MS = 120_000;
const STORAGE_STOP_MS = 10_000;
const PAYMENTS_SLOW = { milliseconds: 3000, seconds: 20 };

/** Reads LOAD_FAULTS ("all", "none", or names separated by commas). */
function parseFaults(raw, fallback) {
  const text = (raw ?? fallback).trim();
  if (text === 'none' || text === '') return [];
  if (text === 'all') return [...FAULT_NAMES];
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !FAULT_NAMES.includes(name));
  if (unknown.length)
    throw new Error(`LOAD_FAULTS: unknown ${unknown.join(', ')}; use all, none or ${FAULT_NAMES.join(', ')}`);
  return names;
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Injects faults by name. `stack` is the run's stack (instance(name) for the servers it owns),
 * `restartApi()` kills the first API instance with SIGKILL and starts it again, `probeUrls` are
 * the URLs that must answer 200 for the product to count as recovered, `payments` the sandbox
 * endpoint and merchant credentials.
 */
function createFaults({ stack, restartApi, probeUrls, payments, log }) {
  const owned = (service) => stack?.instance(service) ?? null;

  const probesPass = async () => (await Promise.all(probeUrls().map(answers))).every(Boolean);

  /** Milliseconds from now until the probes pass PASSES_NEEDED times in a row (the first of them). */
  async function waitForRecovery(since) {
    let passes = 0;
    let firstPass = null;
    while (Date.now() - since < RECOVERY_LIMIT_MS) {
      if (await probesPass()) {
        passes += 1;
        firstPass ??= Date.now();
        if (passes >= PASSES_NEEDED) return firstPass;
      } else {
        passes = 0;
        firstPass = null;
      }
      await procs.sleep(PROBE_EVERY_MS);
    }
    return null;
  }

  async function slowPayments() {
    const auth = Buffer.from(`${payments.loginId}:${payments.transactionKey}`).toString('base64');
    const response = await fetch(`${payments.endpoint}/sandbox/latency`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify(PAYMENTS_SLOW),
    });
    if (!response.ok) throw new Error(`The payment sandbox refused to slow down (${response.status})`);
  }

  /** What each fault does; resolves when the fault itself is over (the store is back or let go). */
  const inject = {
    'api-kill': async () => {
      await restartApi();
    },
    'redis-restart': async () => {
      const redis = owned('redis');
      procs.signal(redis.pid, 'SIGTERM');
    },
    'postgres-restart': async () => {
      const postgres = owned('postgres');
      procs.signal(postgres.pid, 'SIGINT');
    },
    'storage-stop': async () => {
      const storage = owned('storage');
      procs.signal(storage.pid, 'SIGSTOP');
      await procs.sleep(STORAGE_STOP_MS);
      procs.signal(storage.pid, 'SIGCONT');
    },
    'payments-slow': async () => {
      await slowPayments();
      await procs.sleep(PAYMENTS_SLOW.seconds * 1000);
    },
  };
  const needs = {
    'redis-restart': 'redis',
    'postgres-restart': 'postgres',
    'storage-stop': 'storage',
    'payments-slow': 'payments',
  };

  return {
    /**
     * Runs one fault. Resolves { name, start, over, recovered, recoverySeconds } (times in ms since
     * the epoch; recovered null when the probes never passed), or { name, skipped: reason }.
     */
    async run(name) {
      const service = needs[name];
      if (service && !owned(service))
        return { name, skipped: `the ${service} server is not this run's own (named by the settings)` };
      log(`fault: ${name} ...`);
      const start = Date.now();
      await inject[name]();
      const over = Date.now();
      const recovered = await waitForRecovery(over);
      // Kills and restarts count from the injection: coming back is the recovery. A stop or a slow
      // spell counts from its end: its planned length is not the product's.
      const from = name === 'storage-stop' || name === 'payments-slow' ? over : start;
      const recoverySeconds = recovered === null ? null : Math.max(0, recovered - from) / 1000;
      log(
        `fault: ${name} over; ${recovered === null ? `NOT recovered within ${RECOVERY_LIMIT_MS / 1000} s` : `recovered within ${recoverySeconds.toFixed(1)} s`}`,
      );
      return { name, start, over, recovered, recoverySeconds };
    },
  };
}

module.exports = { FAULT_NAMES, parseFaults, createFaults };
