'use strict';
// A local stand-in for Authorize.net, on 127.0.0.1, speaking its JSON API as the real sandbox
// does, so the app runs and is tested end to end with no outside service. Moving to the real
// sandbox or to production changes the app's settings only.
//
//   const { startAuthnetSandbox, newMerchant } = require('./infra/authnet-sandbox/index.cjs');
//   const sandbox = await startAuthnetSandbox({ dataDir: '.data/authnet', merchants: () => [newMerchant()] });
//   sandbox.url;            // http://127.0.0.1:<port>
//   await sandbox.stop();
//
// HTTP:
//   POST /xml/v1/request.api        the JSON API. Answers start with a byte-order mark, as the
//                                   gateway's do; element order is checked (E00003), credentials
//                                   too (E00007). Methods: authenticateTest, create/get/delete
//                                   CustomerProfile, create/get/update/delete CustomerPaymentProfile,
//                                   createTransaction (authCapture by opaque data or profile,
//                                   refund, void), getTransactionDetails, securePaymentContainer
//                                   (Accept.js). Browsers may call it (CORS), as they call the real one.
//   GET  /v1/Accept.js              the Accept.js stand-in (accept.js)
//   *    /rest/v1/webhooks[/<id>]   the webhooks REST API; GET /rest/v1/eventtypes, /rest/v1/notifications
//   POST /sandbox/settle            not in Authorize.net: settles the merchant's pending
//                                   transactions now, as the daily batch would (HTTP Basic
//                                   login ID : transaction key), so refunds can be tested at once
//   POST /sandbox/latency           not in Authorize.net either: {milliseconds, seconds} makes the
//                                   merchant's JSON API answers that much slower for that long
//                                   (HTTP Basic as settle), so a slow gateway can be rehearsed
//   GET  /                          what this is
// Records are kept in <dataDir>/sandbox.json (store.cjs), so they survive restarts.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { validateRequest, SchemaError } = require('./schema.cjs');
const { openStore } = require('./store.cjs');
const { createGateway } = require('./gateway.cjs');
const { createWebhooks } = require('./webhooks.cjs');

const BOM = '\uFEFF';
const MAX_BODY_BYTES = 1024 * 1024;
const ACCEPT_JS = path.join(__dirname, 'accept.js');
const API_PATH = '/xml/v1/request.api';

/** Credentials in the gateway's formats: login ID up to 25, transaction key 16, client key and signature key. */
function newMerchant() {
  const alnum = (length) => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
    return Array.from(crypto.randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
  };
  return {
    apiLoginId: alnum(12),
    transactionKey: alnum(16),
    clientKey: alnum(64),
    signatureKey: crypto.randomBytes(64).toString('hex').toUpperCase(),
  };
}

function sameSecret(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(String(expected ?? ''));
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '600',
};

function sendApi(res, response) {
  const body = BOM + JSON.stringify(response);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...CORS });
  res.end(body);
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body === null ? '' : JSON.stringify(body));
}

const errorResponse = (code, text) => ({ messages: { resultCode: 'Error', message: [{ code, text }] } });

/** The origin a browser reached us on (for the Accept.js stand-in's API address). */
function originOf(req, fallback) {
  const host = req.headers.host;
  return typeof host === 'string' && /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host)
    ? `http://${host}`
    : fallback;
}

/**
 * Starts the sandbox. Options: dataDir (required), merchants() (answers the accepted merchants:
 * { apiLoginId, transactionKey, clientKey, signatureKey }[]; asked on each request, so new ones
 * need no restart), host (127.0.0.1), port (0: any free port), now() (the clock, for tests),
 * settleAfterMs (pending transactions count as settled this long after submission; default 10
 * minutes), tokenLifetimeMs (opaque data lifetime; default 15 minutes), webhookRetryDelaysMs,
 * log(line). Resolves { url, port, dataDir, settle(apiLoginId), webhooksIdle(), stop() }.
 */
async function startAuthnetSandbox({
  dataDir,
  merchants,
  host = '127.0.0.1',
  port = 0,
  now = () => new Date(),
  settleAfterMs = 10 * 60 * 1000,
  tokenLifetimeMs = 15 * 60 * 1000,
  webhookRetryDelaysMs = [2000, 10000, 60000],
  log = () => {},
} = {}) {
  if (!dataDir) throw new Error('startAuthnetSandbox: dataDir is required');
  if (typeof merchants !== 'function') throw new Error('startAuthnetSandbox: merchants() is required');
  const store = openStore(dataDir);
  const webhooks = createWebhooks({ store, now, retryDelaysMs: webhookRetryDelaysMs, log });
  const gateway = createGateway({ store, webhooks, now, settleAfterMs, tokenLifetimeMs });
  /** Per merchant login ID: answers of its JSON API wait `ms` until `until` (POST /sandbox/latency). */
  const slowUntil = new Map();
  const acceptScript = fs.readFileSync(ACCEPT_JS, 'utf8');
  const byLogin = (loginId) => merchants().find((merchant) => merchant.apiLoginId === loginId) ?? null;

  function authenticate(method, auth) {
    const merchant = byLogin(auth.name);
    const valid =
      merchant &&
      (method === 'securePaymentContainerRequest'
        ? sameSecret(auth.clientKey, merchant.clientKey)
        : sameSecret(auth.transactionKey, merchant.transactionKey));
    return valid ? merchant : null;
  }

  function basicAuth(req) {
    const match = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (!match) return null;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const merchant = colon > 0 ? byLogin(decoded.slice(0, colon)) : null;
    return merchant && sameSecret(decoded.slice(colon + 1), merchant.transactionKey) ? merchant : null;
  }

  /** The answer of the sandbox's own endpoints to missing or wrong HTTP Basic credentials. */
  function refuseBasicAuth(res) {
    return sendJson(res, 401, {
      status: 401,
      reason: 'UNAUTHORIZED',
      message: 'User authentication failed due to invalid authentication values.',
    });
  }

  async function api(req, res) {
    const raw = (await readBody(req)).replace(/^\uFEFF/, '').trim();
    if (raw.startsWith('<'))
      return sendApi(res, errorResponse('E00002', 'The content-type specified is not supported.'));
    let body;
    try {
      body = JSON.parse(raw);
    } catch (error) {
      return sendApi(
        res,
        errorResponse('E00003', `Unexpected character encountered while parsing value: ${error.message}`),
      );
    }
    let method;
    let request;
    try {
      ({ method, request } = validateRequest(body));
    } catch (error) {
      if (error instanceof SchemaError) return sendApi(res, errorResponse('E00003', error.message));
      if (error.code === 'E00004') return sendApi(res, errorResponse('E00004', error.message));
      throw error;
    }
    const merchant = authenticate(method, request.merchantAuthentication);
    const delay = merchant ? (slowUntil.get(merchant.apiLoginId) ?? { until: 0 }) : { until: 0 };
    if (Date.now() < delay.until) await new Promise((resolve) => setTimeout(resolve, delay.ms));
    if (!merchant) {
      const answer = errorResponse('E00007', 'User authentication failed due to invalid authentication values.');
      return sendApi(res, request.refId === undefined ? answer : { refId: request.refId, ...answer });
    }
    return sendApi(res, gateway.handle(merchant, method, request));
  }

  async function rest(req, res, url) {
    const merchant = basicAuth(req);
    if (!merchant)
      return sendJson(res, 401, {
        status: 401,
        reason: 'UNAUTHORIZED',
        message: 'User authentication failed due to invalid authentication values.',
        correlationId: crypto.randomUUID(),
      });
    const raw = await readBody(req);
    let body = null;
    if (raw.trim()) {
      try {
        body = JSON.parse(raw);
      } catch {
        return sendJson(res, 400, {
          status: 400,
          reason: 'ERROR_INVALID_REQUEST',
          message: 'The request body is not valid JSON.',
          correlationId: crypto.randomUUID(),
        });
      }
    }
    const answer = webhooks.rest(req.method, url.pathname, body, merchant);
    return sendJson(res, answer.status, answer.body);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://sandbox.local');
    const handle = async () => {
      if (url.pathname === API_PATH) {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS);
          return res.end();
        }
        if (req.method === 'POST') return api(req, res);
      }
      if (url.pathname === '/v1/Accept.js' && req.method === 'GET') {
        const script = acceptScript.replace(
          "'__API_URL__'",
          JSON.stringify(`${originOf(req, sandbox.url)}${API_PATH}`),
        );
        res.writeHead(200, {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-cache',
          'access-control-allow-origin': '*',
        });
        return res.end(script);
      }
      if (url.pathname.startsWith('/rest/v1/')) return rest(req, res, url);
      if (url.pathname === '/sandbox/settle' && req.method === 'POST') {
        const merchant = basicAuth(req);
        if (!merchant) return refuseBasicAuth(res);
        return sendJson(res, 200, { settled: gateway.settle(merchant) });
      }
      if (url.pathname === '/sandbox/latency' && req.method === 'POST') {
        const merchant = basicAuth(req);
        if (!merchant) return refuseBasicAuth(res);
        let wanted;
        try {
          wanted = JSON.parse((await readBody(req)) || '{}');
        } catch {
          wanted = null;
        }
        const ms = Number(wanted?.milliseconds);
        const seconds = Number(wanted?.seconds);
        if (!Number.isInteger(ms) || ms < 0 || ms > 60000 || !(seconds >= 0 && seconds <= 3600))
          return sendJson(res, 400, {
            status: 400,
            reason: 'ERROR_INVALID_REQUEST',
            message: 'Send {"milliseconds": 0-60000, "seconds": 0-3600}.',
          });
        slowUntil.set(merchant.apiLoginId, { ms, until: Date.now() + seconds * 1000 });
        return sendJson(res, 200, { milliseconds: ms, seconds });
      }
      if (url.pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-authnet-sandbox': '1' });
        return res.end(
          req.method === 'HEAD'
            ? undefined
            : 'Local Authorize.net sandbox (JSON API at /xml/v1/request.api, Accept.js at /v1/Accept.js, webhooks at /rest/v1/webhooks).\n',
        );
      }
      return sendJson(res, 404, {
        status: 404,
        reason: 'ERROR_RESOURCE_NOT_FOUND',
        message: 'The requested resource does not exist.',
      });
    };
    handle().catch((error) => {
      log(`Request ${req.method} ${url.pathname} failed: ${error.stack || error.message}`);
      if (res.headersSent) return res.destroy();
      if (error.status === 413)
        return sendJson(res, 413, { status: 413, reason: 'ERROR_REQUEST_TOO_LARGE', message: error.message });
      if (url.pathname === API_PATH)
        return sendApi(res, errorResponse('E00001', 'An error occurred during processing. Please try again.'));
      return sendJson(res, 500, {
        status: 500,
        reason: 'ERROR_INTERNAL',
        message: 'An error occurred during processing. Please try again.',
      });
    });
  });

  const boundPort = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });

  let stopped = false;
  const sandbox = {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    port: boundPort,
    dataDir,
    /** Settles the merchant's pending transactions now; answers how many. */
    settle(apiLoginId) {
      const merchant = byLogin(apiLoginId);
      if (!merchant) throw new Error(`No merchant with API login ID ${apiLoginId}`);
      return gateway.settle(merchant);
    },
    /** Resolves once no webhook delivery is under way. */
    webhooksIdle: () => webhooks.idle(),
    async stop() {
      if (stopped) return;
      stopped = true;
      webhooks.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return sandbox;
}

module.exports = { startAuthnetSandbox, newMerchant };
