import { type AuditFilterPerson, type AuditLogEntry, type AuditPerson, isRefusedStatus } from '@marketplace/contracts';
import { isUuid } from '../../../core/text/uuid';
import { type AuditRef, type AuditTargetKind, recogniseRequest } from './audit-actions';
import type { AuditPersonRow, AuditRow, NamedThing } from './audit-log.repository';

/** Current names by kind and id, as AuditLogRepository.names answers them for one page. */
export class AuditNames {
  private readonly byKey = new Map<string, NamedThing>();

  constructor(rows: readonly NamedThing[]) {
    for (const row of rows) this.byKey.set(AuditNames.key(row.kind, row.id), row);
  }

  private static key(kind: AuditTargetKind, id: string): string {
    return `${kind}:${id.toLowerCase()}`;
  }

  get(ref: AuditRef): NamedThing | null {
    return this.byKey.get(AuditNames.key(ref.kind, ref.id)) ?? null;
  }
}

/** Users are never removed (deleting an account anonymises it), so a missing one is a gap in the data, named as deleted accounts are. */
const UNKNOWN_PERSON = 'Deleted user';

/** A thing as the sentences name it, once found. */
const NAMED: Record<AuditTargetKind, (thing: NamedThing) => string> = {
  user: (thing) => thing.name,
  job: (thing) => `the job ${thing.name}`,
  application: (thing) => `${thing.detail ?? UNKNOWN_PERSON}'s application for ${thing.name}`,
  resume: (thing) => `the resume ${thing.name}`,
};

/** A thing the log cannot name: gone since, or an id that never named one (a refused request). */
const UNNAMED: Record<AuditTargetKind, string> = {
  user: 'a user who no longer exists',
  job: 'a job that no longer exists',
  application: 'an application that no longer exists',
  resume: 'a resume that no longer exists',
};

type Recognised = ReturnType<typeof recogniseRequest>;

/** The things a page of rows names (the people who acted and were acted as, and each request's target), for one lookup. */
export function refsOf(rows: readonly AuditRow[]): AuditRef[] {
  const refs: AuditRef[] = [];
  for (const row of rows) {
    refs.push({ kind: 'user', id: row.adminId }, { kind: 'user', id: row.targetUserId });
    const target = targetOf(recogniseRequest(row.method, row.route));
    if (target) refs.push(target);
  }
  return refs;
}

/** The request's target, when its path names one with an id that can be looked up. */
function targetOf(recognised: Recognised): AuditRef | null {
  const kind = recognised?.rule.target;
  return kind && recognised.targetId !== null && isUuid(recognised.targetId) ? { kind, id: recognised.targetId } : null;
}

function describe(
  row: Pick<AuditRow, 'method' | 'route' | 'statusCode'>,
  recognised: Recognised,
  names: AuditNames,
): string {
  const refused = isRefusedStatus(row.statusCode);
  if (!recognised) return `${refused ? 'Tried to make a change' : 'Made a change'}: ${row.method} ${row.route}`;
  const { rule } = recognised;
  const sentence = refused ? rule.tried : rule.done;
  if (!rule.target) return sentence;
  const target = targetOf(recognised);
  const thing = target ? names.get(target) : null;
  const phrase = thing ? NAMED[rule.target](thing) : (rule.unnamed ?? UNNAMED[rule.target]);
  // A function, so a '$&' in a name is not read as a replacement pattern.
  return sentence.replace('{target}', () => phrase);
}

/**
 * What a recorded request did, in words: the rule's sentence for done or refused, with its target's
 * current name, or, for a request no rule knows, its method and path.
 */
export function describeRequest(row: Pick<AuditRow, 'method' | 'route' | 'statusCode'>, names: AuditNames): string {
  return describe(row, recogniseRequest(row.method, row.route), names);
}

function personOf(id: string, names: AuditNames): AuditPerson {
  return { id, name: names.get({ kind: 'user', id })?.name ?? UNKNOWN_PERSON };
}

/** A recorded write in the contract's shape. */
export function toAuditLogEntry(row: AuditRow, names: AuditNames): AuditLogEntry {
  const recognised = recogniseRequest(row.method, row.route);
  return {
    id: row.id,
    summary: describe(row, recognised, names),
    action: recognised?.rule.action ?? null,
    admin: personOf(row.adminId, names),
    actingAs: personOf(row.targetUserId, names),
    refused: isRefusedStatus(row.statusCode),
    method: row.method,
    route: row.route,
    statusCode: row.statusCode,
    at: new Date(row.at).toISOString(),
  };
}

/** Someone a filter offers, with what tells apart people of the same name. */
export function toAuditFilterPerson(
  row: Pick<AuditPersonRow, 'id' | 'name' | 'role' | 'deletedAt'>,
): AuditFilterPerson {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt).toISOString(),
  };
}
