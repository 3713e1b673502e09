import type { CORSRule } from '@aws-sdk/client-s3';

/** Names our rule among the bucket's CORS rules, so other tools' rules are told apart and left alone. */
export const UPLOAD_CORS_RULE_ID = 'nestwork-browser-uploads';

const METHODS = ['PUT', 'GET', 'HEAD'];
const HEADERS = ['content-type'];

/** The rule browsers need: PUT to presigned links, GET and HEAD of signed reads, from these origins. */
export function uploadCorsRule(origins: readonly string[]): CORSRule {
  return {
    ID: UPLOAD_CORS_RULE_ID,
    AllowedOrigins: [...origins],
    AllowedMethods: [...METHODS],
    AllowedHeaders: [...HEADERS],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
}

const sameSet = (a: readonly string[] | undefined, b: readonly string[]) =>
  (a ?? []).length === b.length && b.every((value) => (a ?? []).includes(value));

/** Ours: by its ID, or (written before rules had one) unnamed with exactly our methods and headers. */
function isOurs(rule: CORSRule): boolean {
  if (rule.ID) return rule.ID === UPLOAD_CORS_RULE_ID;
  return sameSet(rule.AllowedMethods, METHODS) && sameSet(rule.AllowedHeaders, HEADERS);
}

/** Every origin our rule (or rules) on the bucket allows. */
export function uploadOriginsOf(rules: readonly CORSRule[]): string[] {
  return [...new Set(rules.filter(isOurs).flatMap((rule) => rule.AllowedOrigins ?? []))];
}

/**
 * The bucket's CORS rules with `origins` added to ours: every origin already there stays (another
 * API instance, or the tests, may have put it there), other tools' rules are kept as they are.
 * Null when nothing needs writing.
 */
export function mergeUploadCors(rules: readonly CORSRule[], origins: readonly string[]): CORSRule[] | null {
  const ours = rules.filter(isOurs);
  const present = uploadOriginsOf(rules);
  const missing = [...new Set(origins)].filter((origin) => !present.includes(origin));
  const settled = ours.length === 1 && ours[0]?.ID === UPLOAD_CORS_RULE_ID;
  // A rule must name at least one origin: with none to allow, there is nothing to write.
  if ((missing.length === 0 && settled) || present.length + missing.length === 0) return null;
  // Our rules merged into one, where the first of them stood (or at the end).
  const merged = uploadCorsRule([...present, ...missing]);
  const at = rules.findIndex(isOurs);
  const others = rules.filter((rule) => !isOurs(rule));
  if (at < 0) return [...others, merged];
  const before = rules.slice(0, at).filter((rule) => !isOurs(rule));
  return [...before, merged, ...others.slice(before.length)];
}
