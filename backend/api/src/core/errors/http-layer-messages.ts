/**
 * Texts of the refusals the HTTP layer answers before a handler runs (URL, headers, body). They
 * never repeat any part of the request, so a refusal cannot reflect an attacker's input.
 */
export const HTTP_LAYER_MESSAGES = {
  badRequest: 'Bad request',
  badUrl: 'Invalid URL',
  urlTooLong: 'URL is too long',
  headersTooLarge: 'Request headers are too large',
  timeout: 'Request timed out',
  bodyTooLarge: 'Request body is too large',
  bodyEmpty: 'Request body is empty',
  bodyNotUtf8: 'Request body is not valid UTF-8',
  bodyNotJson: 'Request body is not valid JSON',
  bodyTooDeep: 'Request body is nested too deeply',
  bodyTooManyItems: 'Request body has too many items',
  bodyForbiddenKey: 'Request body contains a forbidden property name',
  bodyLengthMismatch: 'Request body size does not match Content-Length',
  unsupportedMediaType: 'Unsupported content type: send application/json',
} as const;
