import type { QueryClient } from '@tanstack/react-query';

/**
 * What the app reads into the query cache before it first draws a screen or the signed-in frame,
 * so that one render draws it whole instead of a loader first and each section again as its answer
 * lands. Its requests are on their way already (app/first-screen.ts); a failure is left for the
 * screen to show. A screen's module exports it as `firstReads` (app/routes/screens.ts).
 */
export type FirstReads = (client: QueryClient) => Promise<unknown>;
