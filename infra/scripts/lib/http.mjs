// Waiting for a server to answer. Node built-ins only (global fetch).

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls GET `url` until it answers 2xx. Rejects on timeout, or as soon as `exited` (a promise that
 * resolves when the server process ends, or with `givenUp`: a message, when a store is given up on)
 * settles.
 */
export async function waitForHttpOk(url, { timeoutMs = 90000, exited } = {}) {
  let gone = null;
  exited?.then((result) => (gone = result));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(
        gone.givenUp ?? `${gone.name} exited (${gone.signal ?? `code ${gone.code}`}) before ${url} answered`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)}s (last: ${last})`);
}
