import { mountApp } from '@marketplace/providers';
import { App } from './app/App';

// The shell owns every provider (the same ones tests render inside); remotes render inside them.
mountApp(<App />);
