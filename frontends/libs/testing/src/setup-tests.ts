// Shared jest setup for every frontend project (setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { restoreFetch } from './fetch-mock';

// jsdom lacks these; react-router reads them at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no layout, so it only reports "not implemented" for scrolling; pages may scroll.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}

// CI shares two cores between jest workers: give whole-page form tests room before they time out,
// and let findBy/waitFor wait longer than the 1 s default. Neither slows a passing test.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  restoreFetch();
  // The impersonation record lives in sessionStorage, which jsdom keeps for a whole test file.
  window.sessionStorage.clear();
});
