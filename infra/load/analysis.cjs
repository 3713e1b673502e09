'use strict';
// Reads what processor.cjs writes while Artillery runs (requests-*.jsonl in the run's log folder)
// and turns it into the run's figures: the progress line, the tables per scenario and per endpoint
// class, the error rate outside fault windows and the capacity.
const fs = require('node:fs');
const path = require('node:path');

/** Answers that are a person's normal outcome, not a failure: the same job applied to twice, a
 * status someone else changed first, a job another admin approved a moment before. */
const EXPECTED = {
  apply: [409],
  'status-change': [409],
  interview: [409],
  approve: [404, 409],
};
/** Window of the progress line and of the capacity measure. */
const BUCKET_MS = 10_000;
const CAPACITY_P99_MS = 300;

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Whether an answered request failed (a network failure is one whose answer never came). */
function failed(request) {
  if (request.status === null) return true;
  if (request.status < 400) return false;
  return !(EXPECTED[request.className] ?? []).includes(request.status);
}

/** Collects the request log incrementally: call read() as often as wanted. */
function createRequestLog(dir) {
  const offsets = new Map();
  const partial = new Map();
  const starts = new Map();
  const requests = [];
  const acks = [];

  function take(line) {
    const record = JSON.parse(line);
    if (record.k === 's') starts.set(record.id, record);
    else if (record.k === 'e') {
      const start = starts.get(record.id);
      if (!start) return;
      starts.delete(record.id);
      requests.push({
        t: start.t,
        vu: start.vu,
        scenario: start.sc,
        className: start.c,
        status: record.st,
        ms: record.ms,
      });
    } else if (record.k === 'ack') acks.push(record);
  }

  return {
    read() {
      if (!fs.existsSync(dir)) return;
      for (const file of fs.readdirSync(dir).filter((name) => /^requests-.*\.jsonl$/.test(name))) {
        const full = path.join(dir, file);
        const from = offsets.get(full) ?? 0;
        const size = fs.statSync(full).size;
        if (size <= from) continue;
        const descriptor = fs.openSync(full, 'r');
        const buffer = Buffer.alloc(size - from);
        fs.readSync(descriptor, buffer, 0, buffer.length, from);
        fs.closeSync(descriptor);
        offsets.set(full, size);
        const text = (partial.get(full) ?? '') + buffer.toString('utf8');
        const lines = text.split('\n');
        partial.set(full, lines.pop());
        for (const line of lines) if (line) take(line);
      }
    },
    /** Every request: answered ones, and (once the run is over) the starts that never got an answer. */
    requests({ final = false } = {}) {
      if (!final) return requests;
      const lost = [...starts.values()].map((start) => ({
        t: start.t,
        vu: start.vu,
        scenario: start.sc,
        className: start.c,
        status: null,
        ms: null,
      }));
      return [...requests, ...lost];
    },
    acks: () => acks,
  };
}

/** Each virtual user's visit: from its first request to the end of its last one. */
function visits(requests) {
  const spans = new Map();
  for (const request of requests) {
    const end = request.t + (request.ms ?? 0);
    const span = spans.get(request.vu);
    if (!span) spans.set(request.vu, { from: request.t, to: end });
    else {
      span.from = Math.min(span.from, request.t);
      span.to = Math.max(span.to, end);
    }
  }
  return [...spans.values()];
}

/** Concurrent users at `t`: the visits under way then. */
function concurrentAt(spans, t) {
  return spans.filter((span) => span.from <= t && span.to >= t).length;
}

/** The progress line for the requests of the last bucket. */
function progressLine({ requests, elapsedS, durationS, fault }) {
  const since = Date.now() - BUCKET_MS;
  const recent = requests.filter((request) => request.t >= since);
  const users = concurrentAt(visits(requests), Date.now() - BUCKET_MS / 2);
  const latencies = recent.map((request) => request.ms).sort((a, b) => a - b);
  const errors = recent.filter(failed).length;
  const rate = recent.length / (BUCKET_MS / 1000);
  const p99 = latencies.length ? `${quantile(latencies, 0.99)} ms` : '-';
  const errorShare = recent.length ? ((100 * errors) / recent.length).toFixed(1) : '0.0';
  return `[${String(Math.round(elapsedS)).padStart(4)}/${durationS} s] users ${String(users).padStart(4)} | ${rate.toFixed(0).padStart(4)} req/s | p99 ${p99} | errors ${errorShare}%${fault ? ` | fault: ${fault}` : ''}`;
}

const inWindows = (t, windows) => windows.some((window) => t >= window.from && t <= window.to);

/** A table row per group: requests, throughput, p50, p95, p99, error rate. */
function table(requests, keyOf, seconds) {
  const groups = new Map();
  for (const request of requests) {
    const key = keyOf(request);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(request);
  }
  const rows = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  const header = `${'name'.padEnd(20)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(7)}`;
  const lines = rows.map(([key, list]) => {
    const latencies = list
      .filter((request) => request.ms !== null)
      .map((request) => request.ms)
      .sort((a, b) => a - b);
    const errors = list.filter(failed).length;
    const ms = (q) => (latencies.length ? `${quantile(latencies, q)}` : '-');
    return `${String(key).padEnd(20)} ${String(list.length).padStart(9)} ${(list.length / seconds).toFixed(1).padStart(7)} ${ms(0.5).padStart(7)} ${ms(0.95).padStart(7)} ${ms(0.99).padStart(7)} ${`${((100 * errors) / list.length).toFixed(2)}%`.padStart(7)}`;
  });
  return [header, ...lines];
}

/**
 * The run's figures. `windows`: the fault windows [{from, to}]. Capacity: the requests are cut into
 * buckets by start time; outside the fault windows and after the first (warm-up) bucket, the most
 * concurrent users (visits under way at the bucket's middle) of a bucket whose p99 stays within
 * CAPACITY_P99_MS, before the first two buckets in a row that miss it (one slow bucket is noise).
 */
function summarize(requests, windows) {
  const outside = requests.filter((request) => !inWindows(request.t, windows));
  const outsideErrors = outside.filter(failed).length;
  const buckets = new Map();
  for (const request of requests) {
    const key = Math.floor(request.t / BUCKET_MS);
    if (!buckets.has(key)) buckets.set(key, []);
    buckets.get(key).push(request);
  }
  const spans = visits(requests);
  let capacity = 0;
  let missesInARow = 0;
  // The first bucket is the warm-up (compiling, first connections): not a measure of capacity.
  for (const key of [...buckets.keys()].sort((a, b) => a - b).slice(1)) {
    const from = key * BUCKET_MS;
    const overlapsFault = windows.some((window) => window.from < from + BUCKET_MS && window.to >= from);
    if (overlapsFault) continue;
    const list = buckets.get(key);
    const latencies = list
      .filter((request) => request.ms !== null)
      .map((request) => request.ms)
      .sort((a, b) => a - b);
    if (latencies.length === 0) continue;
    if (quantile(latencies, 0.99) > CAPACITY_P99_MS) {
      missesInARow += 1;
      if (missesInARow >= 2) break;
      continue;
    }
    missesInARow = 0;
    capacity = Math.max(capacity, concurrentAt(spans, from + BUCKET_MS / 2));
  }
  const kinds = new Map();
  for (const request of outside.filter(failed)) {
    const kind = `${request.className} ${request.status ?? 'no answer'}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return {
    /** The failures outside the fault windows, by endpoint class and status: [[kind, count]], most first. */
    errorKinds: [...kinds.entries()].sort((a, b) => b[1] - a[1]),
    total: requests.length,
    outside: outside.length,
    errorRateOutside: outside.length ? (100 * outsideErrors) / outside.length : 0,
    capacity,
  };
}

module.exports = { BUCKET_MS, CAPACITY_P99_MS, quantile, failed, createRequestLog, progressLine, table, summarize };
