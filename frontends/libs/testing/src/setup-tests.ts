// Shared jest setup for every frontend project (setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { restoreFetch } from './fetch-mock';

// jsdom lacks these; react-router reads them at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

afterEach(() => {
  restoreFetch();
});
