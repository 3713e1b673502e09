export { AppProviders, type AppProvidersProps } from './AppProviders';
export { mountApp } from './mount';
