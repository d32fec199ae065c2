import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Ends the task under way: the chunk's modules run in the next one. Imports are hoisted above it. */
const YIELD = 'await new Promise((resolve) => setTimeout(resolve, 0));\n';

/**
 * The chunks `names` (the app's layers) each begin to run in a task of their own. Run at once, as the
 * page opens, the app's modules held the main thread for one long task on a phone; a module with
 * `await` at its top level lets the browser paint and answer input before the next layer runs.
 */
export function taskPerLayer(names: readonly string[]): Plugin {
  return {
    name: 'lineup:task-per-layer',
    apply: 'build',
    renderChunk(code, chunk) {
      if (this.environment.config.build.ssr || !names.includes(chunk.name)) return null;
      const output = new MagicString(code);
      output.prepend(YIELD);
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) };
    },
  };
}
