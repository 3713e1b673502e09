'use strict';
const net = require('node:net');

/** Resolves true when nothing listens on host:port and we could bind it. */
function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the kernel considers free right now. */
function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `preferred` when free, else any free port. */
async function preferredOrFreePort(preferred, host = '127.0.0.1') {
  if (preferred && (await isPortFree(preferred, host))) return preferred;
  return freePort(host);
}

module.exports = { isPortFree, freePort, preferredOrFreePort };
