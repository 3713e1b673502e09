// Preloaded (`node -r`) into the servers `npm run bench` compares when BENCH_PROFILE=1. Over the IPC
// channel, { profile: 'start' } starts V8's sampling profiler in this process (node:inspector) and
// { profile: 'stop' } stops it and answers { parts }: the CPU time of the sampled frames by the part
// of the code they belong to (an npm package, the app's build, Node's core, garbage collection),
// in microseconds. A frame without a script of its own (a V8 builtin such as JSON.stringify) counts
// for the nearest caller that has one.
const inspector = require('node:inspector');

if (typeof process.send !== 'function') throw new Error('cpu-profiler.cjs needs an IPC channel');

const session = new inspector.Session();
session.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** The part of the code a script belongs to, or null for a frame without a script. */
function partOfUrl(url) {
  if (!url) return null;
  const packages = url.lastIndexOf('/node_modules/');
  if (packages >= 0) {
    const [scope, name] = url.slice(packages + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.includes('/dist/backend/api/')) return 'the app (dist/backend/api)';
  if (url.startsWith('node:')) return 'Node core';
  return 'other scripts';
}

/** Microseconds of CPU per part, from a V8 CPU profile. Idle time is left out. */
function partsOf(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const partOfNode = new Map();
  const resolve = (id) => {
    if (partOfNode.has(id)) return partOfNode.get(id);
    const node = nodes.get(id);
    const name = node.callFrame.functionName;
    let part;
    if (name === '(garbage collector)') part = 'garbage collection';
    else if (name === '(idle)') part = 'idle';
    else if (name === '(program)') part = 'V8 and native code outside JavaScript';
    else part = partOfUrl(node.callFrame.url) ?? (parents.has(id) ? resolve(parents.get(id)) : 'other scripts');
    partOfNode.set(id, part);
    return part;
  };
  const parts = {};
  profile.samples.forEach((id, index) => {
    const part = resolve(id);
    if (part === 'idle') return;
    parts[part] = (parts[part] ?? 0) + (profile.timeDeltas[index] ?? 0);
  });
  return parts;
}

process.on('message', (message) => {
  if (message?.profile === 'start') {
    post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: 250 }))
      .then(() => post('Profiler.start'))
      .then(() => process.send({ profiling: true }));
  } else if (message?.profile === 'stop') {
    post('Profiler.stop').then(({ profile }) => process.send({ parts: partsOf(profile) }));
  }
});
