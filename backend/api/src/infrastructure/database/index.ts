export * from './database.module';
export * from './entities';
export * from './migrator';
export * from './mikro-orm.config';
