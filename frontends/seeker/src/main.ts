// Standalone development entry. The async boundary lets module federation set up the shared
// singletons before any React code runs.
import('./bootstrap').catch((error: unknown) => console.error('The seeker app failed to start', error));
