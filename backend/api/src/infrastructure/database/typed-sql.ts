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
  sql,
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
 * The way to open a transaction: `work` runs on one connection, committed when it resolves and
 * rolled back when it throws; repositories called inside it (through `typedSql`) join it, and a
 * nested call joins the outer transaction unless `separate`. `work` receives the transaction's
 * entity manager. (The job search's read-only statements as text use `inReadOnlyTextTransaction`.)
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

/** Runs one statement written as text, with `?` placeholders filled in as the ORM fills them. */
export interface TextSql {
  execute<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The ORM's own query builder on its pool, outside any entity manager and unit of work. */
function poolKysely(em: EntityManager): Kysely<unknown> {
  return em.getConnection().getClient() as Kysely<unknown>;
}

/**
 * Statements as text on `db`: placeholders are filled in on the client (as `em.execute` does), so
 * PostgreSQL receives the same text either way, and a recorder (`recordSql`) gets each one.
 */
function textSqlOn(em: EntityManager, db: Kysely<unknown>): TextSql {
  const platform = em.getPlatform();
  return {
    async execute<Row extends object>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      const statement = platform.formatQuery(text, [...params]);
      recording.getStore()?.(statement);
      const { rows } = await sql.raw<Row>(statement).execute(db);
      return rows;
    },
  };
}

/** One statement as text on the pool, outside any transaction (see `inReadOnlyTextTransaction`). */
export function sqlText<Row extends object>(
  em: EntityManager,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  return textSqlOn(em, poolKysely(em)).execute<Row>(text, params);
}

/**
 * The one other way to open a transaction, for a read path that loads no entities and runs only
 * statements written as text (the job search's planned statements): `work` runs in a read-only
 * transaction of its own on one pooled connection, straight on the ORM's Kysely, without the
 * entity manager's transaction machinery (a context fork, a unit of work to flush at commit).
 * Repositories called inside it do not join it: it holds no entity manager.
 */
export function inReadOnlyTextTransaction<T>(
  em: EntityManager,
  work: (transaction: TextSql) => Promise<T>,
): Promise<T> {
  return poolKysely(em)
    .transaction()
    .setAccessMode('read only')
    .execute((transaction) => work(textSqlOn(em, transaction)));
}
