import fs from 'node:fs';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { type EntityClass, type MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { format } from 'sql-formatter';
import { type SqlExample, sqlExamples } from '../../src/infrastructure/database/generate-sql';
import { recordSql } from '../../src/infrastructure/database/typed-sql';
import { ENTITIES_BY_MODULE } from '../../src/modules';

/** Where the emitted SQL is checked in: one file per repository, at the repository's path below `src/modules/`. */
export const SQL_DIR = path.resolve(__dirname, '../../sql');

const HEADER =
  '-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.\n' +
  '-- `npm run sql:emit` writes it anew after a statement changes.\n';

class Rollback extends Error {}

/** The checked-in file of a repository source (`modules/x/y.repository` -> `x/y.repository.sql`). */
export function sqlFileOf(source: string): string {
  return `${source.replace(/^modules\//, '')}.sql`;
}

/** The statements one marked call compiles, run on the test database in a transaction that is always rolled back. */
async function statementsOf(context: INestApplicationContext, orm: MikroORM, example: SqlExample): Promise<string[]> {
  const repository = context.get(example.repository, { strict: false }) as Record<string, unknown>;
  const method = repository[example.method];
  if (typeof method !== 'function') throw new Error(`${example.repository.name}.${example.method} is not a method`);
  const statements: string[] = [];
  await RequestContext.create(orm.em, async () => {
    try {
      await orm.em.transactional(async () => {
        // A call may fail on sample ids (a foreign key, a missing row): what it compiled is recorded first.
        await recordSql(
          (sql) => statements.push(sql),
          () => (method as (...args: unknown[]) => Promise<unknown>).apply(repository, [...example.params]),
        ).catch(() => undefined);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
  });
  if (statements.length === 0) throw new Error(`${example.repository.name}.${example.name} ran no typed statement`);
  return statements;
}

/** Every marked call's statements, formatted, grouped into one text per repository file. */
export async function emitSql(context: INestApplicationContext, orm: MikroORM): Promise<Map<string, string>> {
  const byFile = new Map<string, string[]>();
  for (const example of sqlExamples()) {
    const statements = await statementsOf(context, orm, example);
    const file = sqlFileOf(example.source);
    const sections = byFile.get(file) ?? [];
    const body = statements.map((sql) => `${format(sql, { language: 'postgresql' })};`).join('\n\n');
    sections.push(`-- ${example.repository.name}.${example.name}\n${body}\n`);
    byFile.set(file, sections);
  }
  return new Map([...byFile].map(([file, sections]) => [file, `${HEADER}\n${sections.join('\n')}`]));
}

/** The checked-in SQL files, by path below SQL_DIR. */
export function checkedInSql(): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(SQL_DIR)) return files;
  for (const entry of fs.readdirSync(SQL_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.sql')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(SQL_DIR, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
  }
  return files;
}

/** Replaces the checked-in SQL with `emitted` (files no repository emits any more are removed). */
export function writeSql(emitted: Map<string, string>): void {
  fs.rmSync(SQL_DIR, { recursive: true, force: true });
  for (const [file, text] of emitted) {
    const full = path.join(SQL_DIR, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
}

/**
 * Each table's owning module, from the entities each module's index.ts exports, and which of them
 * are views the owner publishes for every module to read.
 */
export function tableOwners(orm: MikroORM): { owners: Map<string, string>; published: Set<string> } {
  const owners = new Map<string, string>();
  const published = new Set<string>();
  for (const [module, entities] of Object.entries(ENTITIES_BY_MODULE)) {
    for (const entity of entities as readonly EntityClass<object>[]) {
      const meta = orm.getMetadata().get(entity);
      owners.set(meta.tableName, module);
      if (meta.view) published.add(meta.tableName);
    }
  }
  return { owners, published };
}

/** The known tables a statement text names after from, join, into, update or table. */
export function tablesIn(sql: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of sql.matchAll(/\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const name = match[1].toLowerCase();
    if (known.has(name)) found.add(name);
  }
  return found;
}
