// Preloaded (`node -r`) into the servers `npm run bench` compares, to check that both send
// PostgreSQL the same statements for a request. Wraps pg's Client#query (the ORM's own copy of pg
// too) and keeps each statement's text and parameters. Asked over the IPC channel
// ({ take: 'statements', last }), it answers what it kept since it was last asked and starts over;
// after the last ask it puts pg's own methods back and closes the channel (unless another preload
// uses it), so the measured requests run unwrapped.
const { createRequire } = require('node:module');

if (typeof process.send !== 'function') throw new Error('statement-recorder.cjs needs an IPC channel');

const clients = new Set([require('pg').Client]);
try {
  clients.add(createRequire(require.resolve('@mikro-orm/postgresql/package.json'))('pg').Client);
} catch {
  // no ORM here (or no copy of pg of its own): the one above is all there is
}

let kept = [];
const originals = [...clients].map((Client) => {
  const query = Client.prototype.query;
  Client.prototype.query = function recordedQuery(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    kept.push(params?.length ? { text, params } : { text });
    return query.call(this, config, values, callback);
  };
  return { Client, query };
});

process.on('message', (message) => {
  if (message?.take !== 'statements') return;
  if (message.last) for (const { Client, query } of originals) Client.prototype.query = query;
  const statements = kept;
  kept = [];
  process.send({ statements }, () => {
    // The channel stays open while another preload (cpu-profiler.cjs) still listens on it.
    if (message.last && process.listenerCount('message') === 1) process.disconnect();
  });
});
