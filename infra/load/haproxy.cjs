'use strict';
// HAProxy in front of the load run's API instances, as a production load balancer would stand:
// - round robin over the instances that are ready (/api/ready checked every second; out after 3
//   failed checks, half a second apart once one failed, back after 2 good ones; a check may take
//   3 s, as a busy instance answers late);
// - when none is ready (a store they all share is away), the instances that are alive (/api/health);
// - a request that could not reach an instance is retried on another (it never reached the app,
//   so nothing ran twice);
// - WebSocket upgrades passed through, and the Socket.IO handshake's `io` cookie keeping one
//   browser's long-polling on one instance (the API sets it: infrastructure/realtime).
// Debian's haproxy package is installed when missing and this runs as root with apt-get, as the
// stack does for redis-server.
const { spawn } = require('node:child_process');
const fs = require('node:fs');

const { findExecutable, canAptInstall, aptInstall } = require('../stack/system-packages.cjs');
const lifetime = require('../stack/lifetime.cjs');

/** The haproxy binary, installed with apt-get when it is missing and that is possible. */
function haproxyBinary(log) {
  let binary = findExecutable('haproxy');
  if (binary) return binary;
  if (!canAptInstall())
    throw new Error(
      'HAProxy is not installed. Install the haproxy package (Debian/Ubuntu: sudo apt-get install haproxy) and run again.',
    );
  aptInstall(['haproxy'], log);
  binary = findExecutable('haproxy');
  if (!binary) throw new Error('apt-get installed haproxy, but no haproxy executable was found.');
  return binary;
}

/** The configuration: `port` for clients, `statsPort` for the stats page, one server per instance port. */
function haproxyConfig({ port, statsPort, instances }) {
  const servers = instances
    .map(({ name, port: instancePort }) => `  server ${name} 127.0.0.1:${instancePort} check cookie ${name}`)
    .join('\n');

  return `global
  maxconn 4000

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 30s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # A busy instance answers its health check late, not never: taking it out then only piles its
  # load onto the other one.
  timeout check 3s

frontend site
  bind 127.0.0.1:${port}
  # No instance ready means a store every instance shares is away (PostgreSQL or Redis). The app
  # rides out a Redis outage (rate limits let requests through, caches are skipped), so the
  # instances that are alive keep serving rather than everyone getting 503.
  use_backend alive if { nbsrv(api) eq 0 }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  cookie io prefix indirect nocache
  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 2 on-marked-down shutdown-sessions
${servers}

backend alive
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  cookie io prefix indirect nocache
  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 2 on-marked-down shutdown-sessions
${servers}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/** Starts HAProxy in the foreground with `config` written to `configFile`. Resolves { stop(), exited, serverStates() }. */
async function startHaproxy({ binary, config, configFile, logFile, statsPort }) {
  fs.writeFileSync(configFile, config);
  const check = spawn(binary, ['-c', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let checkOutput = '';
  check.stdout.on('data', (chunk) => (checkOutput += chunk));
  check.stderr.on('data', (chunk) => (checkOutput += chunk));
  const checked = await new Promise((resolve) => check.once('exit', resolve));
  if (checked !== 0) throw new Error(`HAProxy refused its configuration:\n${checkOutput}`);

  const out = fs.openSync(logFile, 'a');
  const child = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  lifetime.watch(child.pid, { signal: 'SIGTERM', graceMs: 5000 });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  /** Each server's state as HAProxy sees it: { api1: 'UP', api2: 'DOWN', ... }. */
  const serverStates = async () => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2000) });
    const [header, ...rows] = (await response.text()).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name) => columns.indexOf(name);
    const states = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]))
        states[cells[at('svname')]] = cells[at('status')].split(' ')[0];
    }
    return states;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await serverStates();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    serverStates,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      lifetime.unwatch(child.pid);
    },
  };
}

module.exports = { haproxyBinary, haproxyConfig, startHaproxy };
