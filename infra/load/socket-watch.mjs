// Sockets through the load balancer during the load run:
// - watchers: seekers connected over WebSocket through HAProxy (to whichever instance it picks),
//   each sent a chat message every few seconds by an employer they applied to, through HAProxy
//   too (to either instance); every message the API acknowledged must reach the seeker's socket
//   ('message_received'), whichever instances the two ends are on;
// - long-polling affinity: a Socket.IO handshake over HTTP long-polling, then a series of polling
//   requests carrying the handshake's `io` cookie, as a browser does before it upgrades; each must
//   land on the instance that holds the session (another instance answers 400 "Session ID unknown").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');

const SOCKET_PATH = '/socket.io';
const EVENT = 'message_received';
const AFFINITY_REQUESTS = 20;

/** Signs in through the site like a browser: answers the cookie header to send afterwards. */
async function signIn(site, email, password, clientIp) {
  const response = await fetch(`${site}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function post(site, path, cookie, clientIp, body) {
  const response = await fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, cookie, 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Whether long-polling keeps to one instance through `site`: answers { ok, of } (polling requests
 * that reached the session's instance, of those sent).
 */
export async function checkPollingAffinity(site, cookie) {
  const base = `${site}${SOCKET_PATH}/?EIO=4&transport=polling`;
  const handshake = await fetch(base, { headers: { cookie, origin: site } });
  const text = await handshake.text();
  const sid = JSON.parse(text.slice(text.indexOf('{'))).sid;
  const affinity = handshake.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('io='));
  const cookies = [cookie, affinity].filter(Boolean).join('; ');
  let ok = 0;
  for (let index = 0; index < AFFINITY_REQUESTS; index += 1) {
    // A noop packet: the session's instance answers "ok", any other one 400 (unknown session).
    const response = await fetch(`${base}&sid=${encodeURIComponent(sid)}`, {
      method: 'POST',
      headers: { cookie: cookies, origin: site, 'content-type': 'text/plain;charset=UTF-8' },
      body: '6',
    });
    if (response.ok) ok += 1;
    await response.arrayBuffer();
  }
  return { ok, of: AFFINITY_REQUESTS, cookieSet: Boolean(affinity) };
}

/**
 * Starts the watchers. `pairs`: [{ seekerEmail, seekerId, employerEmail, jobId }] (an employer the
 * seeker applied to). Resolves { tick(), acks(), report(windows), stop() }.
 */
export async function startSocketWatch({ site, password, pairs }) {
  const watchers = [];
  for (const [index, pair] of pairs.entries()) {
    const clientIp = `10.250.${index >> 8}.${index & 255}`;
    const seekerCookie = await signIn(site, pair.seekerEmail, password, clientIp);
    const employerCookie = await signIn(site, pair.employerEmail, password, `10.251.${index >> 8}.${index & 255}`);
    const thread = await post(site, '/api/messages/threads', employerCookie, clientIp, {
      recipientId: pair.seekerId,
      jobId: pair.jobId,
    });
    if (thread.status !== 200 && thread.status !== 201)
      throw new Error(`Starting a chat for the socket watch answered ${thread.status}`);
    const received = new Map();
    const socket = io(site, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: seekerCookie, origin: site, 'x-forwarded-for': clientIp },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    socket.on(EVENT, (event) => received.set(event.messageId, Date.now()));
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    watchers.push({ socket, received, employerCookie, threadId: thread.body.threadId, clientIp, seekerCookie });
  }

  const sent = [];
  const acks = [];
  let sequence = 0;
  return {
    /** One message to every watcher, each from its employer. */
    async tick() {
      await Promise.all(
        watchers.map(async (watcher) => {
          const at = Date.now();
          sequence += 1;
          try {
            const answer = await post(
              site,
              `/api/messages/threads/${watcher.threadId}/messages`,
              watcher.employerCookie,
              watcher.clientIp,
              { content: `Socket check ${sequence}` },
            );
            if (answer.status === 201 || answer.status === 200) {
              sent.push({ watcher, id: answer.body.message.id, at });
              acks.push({ k: 'ack', type: 'message', id: answer.body.message.id, t: at });
            }
          } catch {
            // A failed send is no acknowledged write: the request log of the faults covers it.
          }
        }),
      );
    },
    acks: () => acks,
    /** Delivery of the acknowledged messages: those sent inside a fault window are counted apart. */
    async report(windows) {
      const inFault = (t) => windows.some((window) => t >= window.from && t <= window.to);
      // Let the last messages arrive.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const outside = sent.filter((item) => !inFault(item.at));
      const delivered = outside.filter((item) => item.watcher.received.has(item.id));
      const latencies = delivered.map((item) => item.watcher.received.get(item.id) - item.at).sort((a, b) => a - b);
      const inside = sent.filter((item) => inFault(item.at));
      return {
        watchers: watchers.length,
        sent: outside.length,
        delivered: delivered.length,
        p99: latencies.length
          ? latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)]
          : null,
        sentInFaults: inside.length,
        deliveredInFaults: inside.filter((item) => item.watcher.received.has(item.id)).length,
        affinity: watchers.length ? await checkPollingAffinity(site, watchers[0].seekerCookie) : null,
      };
    },
    stop() {
      for (const watcher of watchers) watcher.socket.close();
    },
  };
}
