// After the load run: every write a client got a success answer for must be in the database, and
// every charge at the payment sandbox must be one the database knows, once.
import fs from 'node:fs';

/** The gateway's invoice number of a charge row (billing/gateway-calls.ts invoiceNumberOf). */
const invoiceNumberOf = (chargeId) => chargeId.replace(/-/g, '').slice(0, 20);

/** How each kind of acknowledged write is looked up: the keys found, and the key of an ack. */
const LOOKUPS = {
  application: {
    key: (ack) => ack.id,
    found: async (client, acks) =>
      (
        await client.query('select id from applications where id = any($1::uuid[])', [acks.map((ack) => ack.id)])
      ).rows.map((row) => row.id),
  },
  saved: {
    key: (ack) => `${ack.by}|${ack.jobId}`,
    found: async (client, acks) =>
      (
        await client.query(
          `select s.user_id || '|' || s.job_id as key from saved_jobs s
           join unnest($1::uuid[], $2::uuid[]) as w(user_id, job_id) on w.user_id = s.user_id and w.job_id = s.job_id`,
          [acks.map((ack) => ack.by), acks.map((ack) => ack.jobId)],
        )
      ).rows.map((row) => row.key),
  },
  status: {
    key: (ack) => `${ack.applicationId}|${ack.to}`,
    found: async (client, acks) =>
      (
        await client.query(
          `select distinct application_id || '|' || to_status as key from application_status_history where application_id = any($1::uuid[])`,
          [acks.map((ack) => ack.applicationId)],
        )
      ).rows.map((row) => row.key),
  },
  interview: {
    key: (ack) => `${ack.applicationId}|${ack.stage}`,
    found: async (client, acks) =>
      (
        await client.query(
          `select distinct application_id || '|' || stage as key from interview_history where application_id = any($1::uuid[])`,
          [acks.map((ack) => ack.applicationId)],
        )
      ).rows.map((row) => row.key),
  },
  message: {
    key: (ack) => ack.id,
    found: async (client, acks) =>
      (
        await client.query('select id from chat_messages where id = any($1::uuid[])', [acks.map((ack) => ack.id)])
      ).rows.map((row) => row.id),
  },
  job: {
    key: (ack) => ack.id,
    found: async (client, acks) =>
      (await client.query('select id from jobs where id = any($1::uuid[])', [acks.map((ack) => ack.id)])).rows.map(
        (row) => row.id,
      ),
  },
  approval: {
    key: (ack) => ack.jobId,
    found: async (client, acks) =>
      (
        await client.query('select id from jobs where id = any($1::uuid[]) and approved_at is not null', [
          acks.map((ack) => ack.jobId),
        ])
      ).rows.map((row) => row.id),
  },
  purchase: {
    key: (ack) => ack.creditId,
    // A purchase is kept when its credits exist and the charge that paid for them was approved.
    found: async (client, acks) =>
      (
        await client.query(
          `select g.id from package_grants g join charges c on c.id = g.charge_id
           where g.id = any($1::uuid[]) and c.status = 'approved'`,
          [acks.map((ack) => ack.creditId)],
        )
      ).rows.map((row) => row.id),
  },
};

/** Resolves { checked: {type: n}, lost: [{type, key}] } for the acknowledged writes. */
export async function verifyWrites(client, acks) {
  const checked = {};
  const lost = [];
  for (const [type, lookup] of Object.entries(LOOKUPS)) {
    const ofType = acks.filter((ack) => ack.type === type);
    checked[type] = ofType.length;
    if (ofType.length === 0) continue;
    const found = new Set(await lookup.found(client, ofType));
    for (const ack of ofType) if (!found.has(lookup.key(ack))) lost.push({ type, key: lookup.key(ack) });
  }
  return { checked, lost };
}

/** The merchant's approved card charges at the sandbox (its records file, store.cjs). */
export function sandboxCharges(file, loginId) {
  if (!fs.existsSync(file)) return [];
  const state = JSON.parse(fs.readFileSync(file, 'utf8'));
  const transactions = Object.values(state.merchants?.[loginId]?.transactions ?? {});
  return transactions.filter((tx) => tx.type === 'authCaptureTransaction' && tx.responseCode === 1);
}

/**
 * Charges against the sandbox's records, for the charges made since `since`:
 * - duplicates: an invoice (one charge row) charged more than once at the sandbox, or one purchase
 *   key (Idempotency-Key) that got two sets of credits;
 * - unpaidCharges: money taken at the sandbox for a charge row the database does not hold as approved;
 * - missingAtGateway: approved charge rows with no approved transaction at the sandbox.
 */
export async function verifyCharges(client, { acks, charges, since }) {
  const recent = charges.filter((tx) => tx.submittedAt >= since);
  const byInvoice = new Map();
  for (const tx of recent) byInvoice.set(tx.invoiceNumber, (byInvoice.get(tx.invoiceNumber) ?? 0) + 1);
  let duplicates = [...byInvoice.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);

  const creditsByKey = new Map();
  for (const ack of acks.filter((item) => item.type === 'purchase')) {
    if (!creditsByKey.has(ack.key)) creditsByKey.set(ack.key, new Set());
    creditsByKey.get(ack.key).add(ack.creditId);
  }
  for (const credits of creditsByKey.values()) duplicates += credits.size - 1;

  const { rows } = await client.query(
    `select id, status, kind, created_at from charges where created_at >= $1 and kind in ('package', 'subscription', 'critique')`,
    [new Date(since - 60_000)],
  );
  const approvedInvoices = new Set(
    rows.filter((row) => row.status === 'approved').map((row) => invoiceNumberOf(row.id)),
  );
  const unpaidCharges = [...byInvoice.keys()].filter((invoice) => !approvedInvoices.has(invoice)).length;
  const missing = rows.filter((row) => row.status === 'approved' && !byInvoice.has(invoiceNumberOf(row.id)));
  return {
    charges: recent.length,
    duplicates,
    unpaidCharges,
    missingAtGateway: missing.length,
    /** The first few approved charge rows the sandbox has no approved transaction for. */
    missingExamples: missing.slice(0, 5).map((row) => `${row.kind} ${row.id} at ${row.created_at.toISOString()}`),
  };
}
