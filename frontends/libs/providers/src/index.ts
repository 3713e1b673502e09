export { AppProviders, type AppProvidersProps } from './AppProviders';
export { mountApp } from './mount';
export { onCaughtError, reportCaughtErrorsTo } from './caught-errors';
