import type { FieldError, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { FieldErrors } from '@marketplace/contracts';

// Imported as '@marketplace/ui/forms', apart from the shared UI every page loads eagerly, so these
// helpers join only the chunks of the forms that use them. Only types come from react-hook-form.

/** react-hook-form's nested errors, written at the contract's dotted field paths ('sections.keywords.score'). */
type ErrorTree = Record<string, unknown>;

function placeAt(tree: ErrorTree, path: string, error: FieldError): void {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as ErrorTree;
  }
  node[parts[parts.length - 1] as string] = error;
}

/**
 * One field's messages as a react-hook-form error: every message under `types` at the error's type,
 * which `fieldMessages` reads so each shows apart, and joined in `message` for text that has one line.
 */
export function fieldError(type: string, messages: readonly string[]): FieldError {
  return { type, message: messages.join(' '), types: { [type]: [...messages] } };
}

/** A react-hook-form error as far as its messages go (a nested field's error has the same shape). */
interface ErrorWithMessages {
  type?: unknown;
  message?: string;
  types?: Record<string, unknown>;
}

/**
 * The messages of a field's error, each apart (for `<Field error>`): those `fieldError` listed, or
 * the error's one message; undefined without an error.
 */
export function fieldMessages(error: ErrorWithMessages | undefined): readonly string[] | undefined {
  const listed = typeof error?.type === 'string' ? error.types?.[error.type] : undefined;
  if (Array.isArray(listed) && listed.length && listed.every((message) => typeof message === 'string'))
    return listed as string[];
  return error?.message ? [error.message] : undefined;
}

/** The contract's field errors as react-hook-form's error tree, each field's messages kept apart. */
export function toFormErrors(fieldErrors: FieldErrors): ErrorTree {
  const tree: ErrorTree = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (messages.length) placeAt(tree, path, fieldError('contract', messages));
  }
  return tree;
}

/**
 * A react-hook-form resolver that runs a shared contract validator, so a form refuses with exactly
 * the messages the server answers. `validate` gets the form's values as they stand.
 */
export function contractResolver<Values extends FieldValues>(
  validate: (values: Values) => FieldErrors,
): Resolver<Values> {
  return (values) => {
    const problems = validate(values);
    if (Object.keys(problems).length === 0) return { values, errors: {} } as ResolverResult<Values>;
    return { values: {}, errors: toFormErrors(problems) } as ResolverResult<Values>;
  };
}

/** Shows the server's 400 fieldErrors on the form's fields (setError of useForm), each at its path. */
export function showServerErrors(fieldErrors: FieldErrors, setError: (name: never, error: FieldError) => void): void {
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (messages.length) setError(path as never, fieldError('server', messages));
  }
}
