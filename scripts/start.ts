import { mallocSettings } from './malloc-settings.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

// `npm start`: build the web app when it is missing or stale, then run the server.
//
// On Linux, the process first replaces itself with one that has the C allocator's settings in its
// environment (glibc reads them only at start; see malloc-settings.ts). `execve` keeps the process
// id, so nothing is left behind.
const settings = mallocSettings(process.platform, process.env);
if (settings) {
  try {
    process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], settings);
  } catch {
    // Not replaced: the server runs with the allocator's defaults.
  }
}
if (webBuildIsStale()) buildWeb();
await import('../apps/server/src/main.ts').then(({ runFromCommandLine }) => runFromCommandLine());
