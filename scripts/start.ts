import { registerPackageFormats } from './package-formats.ts';
import { processSettings, serverFlags } from './process-settings.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

// `npm start`: build the web app when it is missing or stale, then run the server.
//
// The process first replaces itself with one that has the C allocator's settings and Node's compile
// cache in its environment, and V8's flags for its database (all read only at start; see
// process-settings.ts). `execve` keeps the process id, so nothing is left behind.
const settings = processSettings(process.platform, process.env);
const flags = serverFlags(process.env, process.execArgv);
if (settings || flags.length > 0) {
  try {
    process.execve?.(
      process.execPath,
      [process.execPath, ...process.execArgv, ...flags, ...process.argv.slice(1)],
      settings ?? process.env,
    );
  } catch {
    // Not replaced: the server runs with the allocator's, Node's and V8's defaults.
  }
}
if (webBuildIsStale()) buildWeb();
// The server's modules resolve with npm start's answers for installed packages (package-formats.ts).
const dropPackageFormats = registerPackageFormats();
const { runFromCommandLine } = await import('../apps/server/src/main.ts');
dropPackageFormats();
runFromCommandLine();
