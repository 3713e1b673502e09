'use strict';
// Keeps a local server of ours running: when it stops on its own (crashed, killed, OOM), start it
// again after a short backoff, as a production orchestrator would, so the app sees an outage it
// must survive instead of a stack that shuts down. A server that keeps failing right after each
// start is given up on with one clear message. Node built-ins only.
//
//   const redis = await supervise({
//     name: 'redis', label: 'Redis',
//     start: (previous) => startRedis({ ..., port: previous?.port }),  // previous: the last instance
//     log,
//   });
//   redis.current();   // the running instance ({ port, ... } as start resolved it)
//   redis.gaveUp;      // resolves { service, message } when it is given up on
//   await redis.stop();
//
// `start(previous)` resolves to an instance { stop(), exited, shared?, ... } whose `exited` resolves
// (with { code, signal }) only when the server stops without being asked to. A shared instance
// (started by another run) is not ours to restart: it is returned as it is.
const { sleep } = require('./procs.cjs');

const DEFAULTS = {
  /** Failures in a row (a start that fails, or a server that stops within stableMs of starting) before giving up. */
  maxQuickFailures: 5,
  /** A server that ran this long before stopping counts as having worked: the failure count starts over. */
  stableMs: 30000,
  /** Wait before the first restart, doubled for each further failure in a row, up to maxDelayMs. */
  firstDelayMs: 500,
  maxDelayMs: 8000,
};

function describeExit({ code, signal, error } = {}) {
  if (error) return error.message;
  if (signal) return `killed by ${signal}`;
  return `exit code ${code}`;
}

function firstLine(error) {
  return String(error && error.message ? error.message : error).split('\n')[0];
}

/**
 * Starts a service with `start()` and restarts it whenever it stops unexpectedly. Resolves once the
 * first start succeeded (a failing first start rejects: nothing to supervise yet).
 */
async function supervise({ name, label = name, start, log, hint, ...limits }) {
  const { maxQuickFailures, stableMs, firstDelayMs, maxDelayMs } = { ...DEFAULTS, ...limits };
  const first = await start(undefined);
  if (first.shared)
    return { shared: true, current: () => first, stop: () => first.stop(), gaveUp: new Promise(() => {}) };

  let current = first;
  let stopped = false;
  let restarting = null; // the restart in progress, so stop() can wait for it
  let wake = null; // ends a backoff sleep early when stopping
  let restarts = 0;
  let resolveGaveUp;
  const gaveUp = new Promise((resolve) => (resolveGaveUp = resolve));

  const pause = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async (why, failuresInARow) => {
    let failures = failuresInARow;
    let lastReason = why;
    const stoppedAt = Date.now();
    for (;;) {
      if (failures >= maxQuickFailures) {
        const message = `${label} keeps failing: ${failures} times in a row it stopped within ${Math.round(stableMs / 1000)} s of starting or could not start (last: ${lastReason}); giving up on it.${hint ? ` ${hint}` : ''}`;
        log(message);
        resolveGaveUp({ service: name, message });
        return;
      }
      await pause(Math.min(firstDelayMs * 2 ** (failures - 1), maxDelayMs));
      if (stopped) return;
      let instance;
      try {
        instance = await start(current);
      } catch (error) {
        failures += 1;
        lastReason = firstLine(error);
        log(
          `${label} could not be restarted (${lastReason}); trying again (${failures} of ${maxQuickFailures} failures in a row).`,
        );
        continue;
      }
      if (stopped) {
        await instance.stop();
        return;
      }
      current = instance;
      restarts += 1;
      log(
        `${label} stopped unexpectedly (${why}) and was restarted after ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s (restart ${restarts}).`,
      );
      watch(instance, failures);
      return;
    }
  };

  // `failuresBefore`: the failures in a row that led to this instance (0 for a clean start).
  const watch = (instance, failuresBefore) => {
    const startedAt = Date.now();
    instance.exited.then((how) => {
      if (stopped || instance !== current) return;
      const quick = Date.now() - startedAt < stableMs;
      restarting = restart(describeExit(how), quick ? failuresBefore + 1 : 1).finally(() => (restarting = null));
    });
  };
  watch(first, 0);

  return {
    shared: false,
    current: () => current,
    gaveUp,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (wake) wake();
      if (restarting) await restarting;
      await current.stop();
    },
  };
}

module.exports = { supervise, describeExit };
