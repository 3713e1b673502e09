export * from './database.module';
export * from './migrator';
export * from './mikro-orm.config';
