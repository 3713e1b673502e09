import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type EntityManager,
  type InferClassEntityDB,
  TransactionContext,
  TransactionPropagation,
} from '@mikro-orm/postgresql';
import {
  DefaultInsertValueNode,
  type Expression,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * How repositories write typed SQL: tables by entity name, columns by property name (the ORM's
 * metadata turns both into the real names, and result columns back into property names), and
 * values converted by the entities' own types. A column renamed in an entity is then a compile
 * error in every statement that uses it.
 */
export const TYPED_SQL = {
  tableNamingStrategy: 'entity',
  columnNamingStrategy: 'property',
  convertValues: true,
} as const;

/** An entity type as the class that constructs it (the ORM infers tables from classes). */
type ClassOf<Entity> = Entity extends object ? abstract new () => Entity : never;

/** The tables of `Entities` (a union of entity types declaring `[EntityName]`), as Kysely types them. */
export type TablesOf<Entities> = InferClassEntityDB<ClassOf<Entities>, typeof TYPED_SQL>;

/** A typed query builder over the tables of `Entities`, bound to the caller's transaction. */
export type Db<Entities> = Kysely<TablesOf<Entities>>;

/**
 * DEFAULT as an inserted value: the column's own default, or the value PostgreSQL generates for it.
 * The types inferred from an entity class require every column that is not nullable on insert, also
 * those the database fills itself.
 */
export function columnDefault<T>(): Expression<T> {
  return { expressionType: undefined, toOperationNode: () => DefaultInsertValueNode.create() };
}

/** Receives each statement a repository runs while recording (the SQL emitter of the integration tier). */
export type SqlRecorder = (sql: string) => void;

const recording = new AsyncLocalStorage<SqlRecorder>();

/** Runs `work` with every typed statement it compiles handed to `recorder`, as PostgreSQL will receive it. */
export function recordSql<T>(recorder: SqlRecorder, work: () => Promise<T>): Promise<T> {
  return recording.run(recorder, work);
}

/**
 * Compiles each statement after every other plugin has rewritten it (entity and property names are
 * table and column names by then) and hands the text to the recorder. It changes nothing.
 */
class RecordingPlugin implements KyselyPlugin {
  private readonly compiler = new PostgresQueryCompiler();

  constructor(private readonly recorder: SqlRecorder) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.recorder(this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/**
 * The one door to the database for repositories: a typed Kysely over `Entities` on the caller's
 * transaction (or the pool outside one). The transaction is the one `inTransaction` opened in this
 * async flow, whichever entity manager the repository was given (a fork joins it too).
 */
export function typedSql<Entities>(em: EntityManager): Db<Entities> {
  const current = (TransactionContext.getEntityManager(em.name) as EntityManager | undefined) ?? em;
  const db = current.getKysely(TYPED_SQL) as unknown as Db<Entities>;
  const recorder = recording.getStore();
  return recorder ? db.withPlugin(new RecordingPlugin(recorder)) : db;
}

/** How `inTransaction` opens its transaction (defaults: read-write, joining one already open). */
export interface TransactionOptions {
  /** A read-only transaction: PostgreSQL refuses writes in it. */
  readOnly?: boolean;
  /** Always a transaction of its own, on its own connection, even inside another (whose settings it does not share). */
  separate?: boolean;
}

/**
 * The one way to open a transaction: `work` runs on one connection, committed when it resolves and
 * rolled back when it throws; repositories called inside it (through `typedSql`) join it, and a
 * nested call joins the outer transaction unless `separate`. `work` receives the transaction's
 * entity manager, for the few statements run as text (the job search's planned statements).
 */
export function inTransaction<T>(
  em: EntityManager,
  work: (transaction: EntityManager) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return em.transactional(work, {
    ...(options.readOnly ? { readOnly: true } : {}),
    ...(options.separate ? { propagation: TransactionPropagation.REQUIRES_NEW } : {}),
  });
}
