import { mountApp } from '@marketplace/providers';
import { App } from './app/App';

// The shell owns every provider (the same ones tests render inside); remotes render inside them.
mountApp(<App />);

// The error reporter loads once the page has (it reports only in production and staging).
const startErrorReporting = () =>
  void import('./error-reporting').then((reporting) => reporting.startErrorReporting()).catch(() => false);
if (document.readyState === 'complete') startErrorReporting();
else window.addEventListener('load', startErrorReporting, { once: true });
