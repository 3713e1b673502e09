import type { FastifyRequest } from 'fastify';

const RAW_BODIES = new WeakMap<FastifyRequest, Buffer>();

/** Keeps a JSON request's body as received (the JSON parser calls it). */
export function keepRawBody(request: FastifyRequest, body: Buffer): void {
  RAW_BODIES.set(request, body);
}

/** The bytes of a JSON request's body as received, for signatures over them; null without a body. */
export function rawBodyOf(request: FastifyRequest): Buffer | null {
  return RAW_BODIES.get(request) ?? null;
}
