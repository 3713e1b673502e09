export * from './access-policy';
export * from './access.guard';
export * from './actor';
export * from './auth-core.module';
export * from './csrf.guard';
export * from './impersonation-claim';
export * from './ports';
export * from './session-cookie';
