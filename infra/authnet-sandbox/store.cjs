'use strict';
// The sandbox's records, kept in one JSON file under its data folder so that profiles, stored cards,
// transactions and registered webhooks survive a restart, as they do at the real gateway. Each
// merchant (API login ID) sees only its own records. Writes go through a rename, so a crash never
// leaves half a file. Card numbers are never written: see describeCard in cards.cjs.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const FILE = 'sandbox.json';
const VERSION = 1;

function emptyMerchant() {
  return { customers: {}, transactions: {}, tokens: {}, webhooks: {}, notifications: [] };
}

function freshState() {
  return {
    version: VERSION,
    // Salts card fingerprints; never leaves this file.
    pepper: crypto.randomBytes(32).toString('hex'),
    // The gateway's ids are numeric strings in distinct ranges; the counters make them unique.
    counters: { customerProfile: 500000000, paymentProfile: 520000000, transaction: 80000000000 },
    merchants: {},
  };
}

/** Opens (or creates) the store in `dir`. */
function openStore(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, FILE);
  let state;
  try {
    state = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (state.version !== VERSION) throw new Error(`unsupported sandbox data version ${state.version}`);
  } catch (error) {
    if (error.code !== 'ENOENT') throw new Error(`Cannot read the sandbox data in ${file}: ${error.message}`);
    state = freshState();
  }

  const save = () => {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    fs.renameSync(tmp, file);
  };

  return {
    file,
    get pepper() {
      return state.pepper;
    },
    /** The records of one merchant (created on first use). */
    merchant(loginId) {
      if (!state.merchants[loginId]) state.merchants[loginId] = emptyMerchant();
      return state.merchants[loginId];
    },
    nextId(kind) {
      state.counters[kind] += 1 + crypto.randomInt(0, 7);
      return String(state.counters[kind]);
    },
    /** Persists every change made since the last save; handlers call it once per request. */
    save,
  };
}

module.exports = { openStore };
