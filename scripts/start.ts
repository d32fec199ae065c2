import { buildWeb, webBuildIsStale } from './web-build.ts';

// `npm start`: build the web app when it is missing or stale, then run the server.
if (webBuildIsStale()) buildWeb();
await import('../apps/server/src/main.ts').then(({ runFromCommandLine }) => runFromCommandLine());
