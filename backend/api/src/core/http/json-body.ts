import { BadRequestException } from '@nestjs/common';
import { HTTP_ERROR_CODES } from '@marketplace/contracts';
import { scan } from 'secure-json-parse';
import { HTTP_LAYER_MESSAGES } from '../errors/http-layer-messages';

/** A body the HTTP layer refuses before any handler: 400 coded as a refused request, not as invalid input. */
function refused(message: string): BadRequestException {
  return new BadRequestException({ message, code: HTTP_ERROR_CODES.requestRejected });
}

/** Bounds of an acceptable JSON body; every form of the app fits well within them. */
export interface JsonBodyLimits {
  /** Largest body in bytes (Fastify refuses a larger one with 413 while it is still arriving). */
  maxBytes: number;
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Array elements and object members, all levels together. */
  maxItems: number;
}

/**
 * The app's bounds: no form nests deeper than a few levels or sends more than a few hundred values,
 * while a hostile body within the size limit could otherwise hold 500,000 nested arrays (which
 * overflow the stack of any recursive walk later on) or 300,000 elements for the validators to visit.
 */
export const JSON_BODY_LIMITS: JsonBodyLimits = { maxBytes: 1024 * 1024, maxDepth: 32, maxItems: 10_000 };

const utf8 = new TextDecoder('utf-8', { fatal: true });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Which bound, if any, a JSON text breaks, found in one linear pass without building anything (so it
 * runs before JSON.parse and costs the same whatever the shape). Malformed text is left to the parser.
 */
export function jsonShapeProblem(
  text: string,
  limits: Pick<JsonBodyLimits, 'maxDepth' | 'maxItems'>,
): 'tooDeep' | 'tooManyItems' | null {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limits.maxDepth) return 'tooDeep';
      // A container holds one item more than its commas: count it at the opening.
      if (++items > limits.maxItems) return 'tooManyItems';
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    } else if (code === COMMA) {
      if (++items > limits.maxItems) return 'tooManyItems';
    }
  }
  return null;
}

/**
 * Turns a raw application/json body into a value, or throws a 400 whose message says what was wrong
 * (never echoing the body): empty, not UTF-8, too deep or too many items, not JSON, or a
 * `__proto__` / `constructor.prototype` key that could poison prototypes once merged into objects.
 */
export function parseJsonBody(
  raw: Buffer,
  limits: Pick<JsonBodyLimits, 'maxDepth' | 'maxItems'> = JSON_BODY_LIMITS,
): unknown {
  if (raw.length === 0) throw refused(HTTP_LAYER_MESSAGES.bodyEmpty);
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw refused(HTTP_LAYER_MESSAGES.bodyNotUtf8);
  }
  const problem = jsonShapeProblem(text, limits);
  if (problem === 'tooDeep') throw refused(HTTP_LAYER_MESSAGES.bodyTooDeep);
  if (problem === 'tooManyItems') throw refused(HTTP_LAYER_MESSAGES.bodyTooManyItems);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refused(HTTP_LAYER_MESSAGES.bodyNotJson);
  }
  if (value !== null && typeof value === 'object') {
    try {
      scan(value, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      throw refused(HTTP_LAYER_MESSAGES.bodyForbiddenKey);
    }
  }
  return value;
}
