'use strict';
// Webhooks as Authorize.net runs them: the merchant registers endpoints through the REST API
// (/rest/v1/webhooks, HTTP Basic with the API login ID and transaction key), and every event of a
// subscribed type is POSTed as JSON to each active endpoint, signed in the X-ANET-Signature header
// ("sha512=" and the uppercase hex HMAC-SHA512 of the exact body, keyed with the merchant's
// signature key). A delivery that fails (no 2xx answer) is retried a few times, then marked
// failed; GET /rest/v1/notifications lists what was sent.
const crypto = require('node:crypto');

/** The event types the sandbox emits (a subset of the gateway's list; the others never happen here). */
const EVENT_TYPES = Object.freeze([
  'net.authorize.customer.created',
  'net.authorize.customer.deleted',
  'net.authorize.customer.paymentProfile.created',
  'net.authorize.customer.paymentProfile.updated',
  'net.authorize.customer.paymentProfile.deleted',
  'net.authorize.payment.authcapture.created',
  'net.authorize.payment.fraud.held',
  'net.authorize.payment.refund.created',
  'net.authorize.payment.void.created',
]);

const KEEP_NOTIFICATIONS = 200;

function sign(body, signatureKey) {
  return `sha512=${crypto.createHmac('sha512', signatureKey).update(body).digest('hex').toUpperCase()}`;
}

function view(hook) {
  return {
    _links: { self: { href: `/rest/v1/webhooks/${hook.webhookId}` } },
    webhookId: hook.webhookId,
    name: hook.name,
    eventTypes: hook.eventTypes,
    status: hook.status,
    url: hook.url,
  };
}

function restError(status, reason, message) {
  return { status, body: { status, reason, message, correlationId: crypto.randomUUID() } };
}

function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A webhook body's problem as a REST error, or null. */
function checkInput(body, creating) {
  if (!body || typeof body !== 'object')
    return restError(400, 'ERROR_INVALID_REQUEST', 'The request body is not valid JSON.');
  if ((creating || body.url !== undefined) && !isHttpUrl(body.url))
    return restError(400, 'ERROR_INVALID_URL', 'The url must be an http or https URL.');
  if (
    body.eventTypes !== undefined &&
    (!Array.isArray(body.eventTypes) || body.eventTypes.some((type) => !EVENT_TYPES.includes(type)))
  ) {
    return restError(400, 'ERROR_INVALID_EVENTTYPE', `Event types must be among: ${EVENT_TYPES.join(', ')}.`);
  }
  if (body.status !== undefined && body.status !== 'active' && body.status !== 'inactive')
    return restError(400, 'ERROR_INVALID_STATUS', 'The status must be active or inactive.');
  return null;
}

/**
 * Options: store, now(), retryDelaysMs (waits before each retry), log(line).
 * Answers { emit(merchant, eventType, payload), rest(method, path, body, merchant), idle(), stop() }.
 */
function createWebhooks({ store, now, retryDelaysMs, log }) {
  const timers = new Set();
  const inFlight = new Set();
  let stopped = false;

  const record = (merchantRecords, notification) => {
    merchantRecords.notifications.push(notification);
    if (merchantRecords.notifications.length > KEEP_NOTIFICATIONS)
      merchantRecords.notifications.splice(0, merchantRecords.notifications.length - KEEP_NOTIFICATIONS);
  };

  const attempt = (merchant, hook, notification, body, tries) => {
    if (stopped) return;
    const delivery = (async () => {
      let ok = false;
      let why = '';
      try {
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-anet-signature': sign(body, merchant.signatureKey) },
          body,
          signal: AbortSignal.timeout(10000),
        });
        await response.arrayBuffer().catch(() => undefined);
        ok = response.status >= 200 && response.status < 300;
        why = `HTTP ${response.status}`;
      } catch (error) {
        why = error.cause?.code || error.message;
      }
      if (stopped) return;
      notification.attempts = tries + 1;
      if (ok) {
        notification.deliveryStatus = 'Delivered';
      } else if (tries < retryDelaysMs.length) {
        notification.deliveryStatus = 'RetryPending';
        log(
          `Webhook ${notification.eventType} to ${hook.url} failed (${why}); retrying in ${retryDelaysMs[tries] / 1000} s.`,
        );
        const timer = setTimeout(() => {
          timers.delete(timer);
          attempt(merchant, hook, notification, body, tries + 1);
        }, retryDelaysMs[tries]);
        timer.unref();
        timers.add(timer);
      } else {
        notification.deliveryStatus = 'Failed';
        log(`Webhook ${notification.eventType} to ${hook.url} failed (${why}); giving up after ${tries + 1} attempts.`);
      }
      store.save();
    })();
    inFlight.add(delivery);
    delivery.finally(() => inFlight.delete(delivery));
  };

  return {
    /** Sends one notification per active webhook of `merchant` subscribed to `eventType`. */
    emit(merchant, eventType, payload) {
      const merchantRecords = store.merchant(merchant.apiLoginId);
      for (const hook of Object.values(merchantRecords.webhooks)) {
        if (hook.status !== 'active' || !hook.eventTypes.includes(eventType)) continue;
        const notification = {
          notificationId: crypto.randomUUID(),
          eventType,
          eventDate: now().toISOString(),
          webhookId: hook.webhookId,
          payload,
        };
        const body = JSON.stringify(notification);
        record(merchantRecords, { ...notification, deliveryStatus: 'Pending', attempts: 0 });
        const stored = merchantRecords.notifications[merchantRecords.notifications.length - 1];
        // After the answer to the API call that caused it, as at the gateway.
        const scheduled = new Promise((resolve) =>
          setImmediate(() => {
            attempt(merchant, hook, stored, body, 0);
            resolve();
          }),
        );
        inFlight.add(scheduled);
        scheduled.finally(() => inFlight.delete(scheduled));
      }
    },

    /** The REST API under /rest/v1 for an authenticated merchant. Answers { status, body }. */
    rest(method, path, body, merchant) {
      const merchantRecords = store.merchant(merchant.apiLoginId);
      const parts = path.split('/').filter(Boolean); // ['rest', 'v1', ...]
      const [resource, id, sub] = parts.slice(2);
      if (resource === 'eventtypes' && !id && method === 'GET')
        return { status: 200, body: EVENT_TYPES.map((name) => ({ name })) };
      if (resource === 'notifications' && method === 'GET') {
        const list = merchantRecords.notifications.map((n) => ({
          _links: { self: { href: `/rest/v1/notifications/${n.notificationId}` } },
          notificationId: n.notificationId,
          eventType: n.eventType,
          eventDate: n.eventDate,
          webhookId: n.webhookId,
          deliveryStatus: n.deliveryStatus,
        }));
        if (id) {
          const found = merchantRecords.notifications.find((n) => n.notificationId === id);
          return found
            ? { status: 200, body: found }
            : restError(404, 'ERROR_NOTIFICATION_NOT_FOUND', 'The notification does not exist.');
        }
        return {
          status: 200,
          body: { _links: { self: { href: '/rest/v1/notifications' } }, notifications: list.reverse() },
        };
      }
      if (resource !== 'webhooks' || sub)
        return restError(404, 'ERROR_RESOURCE_NOT_FOUND', 'The requested resource does not exist.');

      if (!id) {
        if (method === 'GET') return { status: 200, body: Object.values(merchantRecords.webhooks).map(view) };
        if (method !== 'POST') return restError(405, 'ERROR_METHOD_NOT_ALLOWED', 'The method is not allowed.');
        const invalid = checkInput(body, true);
        if (invalid) return invalid;
        const hook = {
          webhookId: crypto.randomUUID(),
          name: typeof body.name === 'string' ? body.name : '',
          url: body.url,
          eventTypes: body.eventTypes?.length ? [...new Set(body.eventTypes)] : [...EVENT_TYPES],
          status: body.status === 'inactive' ? 'inactive' : 'active',
        };
        merchantRecords.webhooks[hook.webhookId] = hook;
        store.save();
        return { status: 200, body: view(hook) };
      }

      const hook = merchantRecords.webhooks[id];
      if (!hook) return restError(404, 'ERROR_WEBHOOK_NOT_FOUND', 'The webhook does not exist.');
      if (method === 'GET') return { status: 200, body: view(hook) };
      if (method === 'DELETE') {
        delete merchantRecords.webhooks[id];
        store.save();
        return { status: 200, body: null };
      }
      if (method === 'PUT') {
        const invalid = checkInput(body, false);
        if (invalid) return invalid;
        if (typeof body.name === 'string') hook.name = body.name;
        if (body.url) hook.url = body.url;
        if (body.eventTypes?.length) hook.eventTypes = [...new Set(body.eventTypes)];
        if (body.status === 'active' || body.status === 'inactive') hook.status = body.status;
        store.save();
        return { status: 200, body: view(hook) };
      }
      return restError(405, 'ERROR_METHOD_NOT_ALLOWED', 'The method is not allowed.');
    },

    /** Resolves once no delivery is in flight (retries still pending are not waited for). */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

module.exports = { EVENT_TYPES, createWebhooks, sign };
