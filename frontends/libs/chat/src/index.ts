// The chat lib: its data layer (typed calls, the page's one socket, React hooks) and the screens
// built on it. Pages import what they show; the shell imports it only lazily (never on first load).
export * from './data';
export * from './conversation';
export * from './concierge';
