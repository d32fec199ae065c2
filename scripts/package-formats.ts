import { readFileSync, statSync } from 'node:fs';
import { registerHooks, type ResolveHookContext } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node 24 reads a package's whole `package.json` again, `exports` included, for every module it
 * resolves inside the package, only to learn whether its `.js` files are ES modules: the reader's
 * lazy `exports` getter is spread into a new object, which calls it (docs/upstream/
 * node-package-scope-exports.md). Drizzle ORM's `package.json` is 179 KB with 447 entry points and
 * the server loads about 300 of its modules: that parsing was a third of the server's start-up CPU
 * and most of its start-up garbage (bench/README.md, _The server's own start_).
 *
 * `npm start` answers instead, for a relative import inside an installed package: the file the
 * import names, and its format from the nearest `package.json`'s `type`, each `package.json` read
 * once. Anything else (bare names, the app's own sources, a package without a `type`, whose format
 * Node finds by looking at the source, a file that is not there) goes to Node as before.
 */

export type PackageTypeOf = (directory: string) => 'module' | 'commonjs' | null;

/** The `type` a directory's own `package.json` declares (null: none), or undefined when it has none. */
function declaredType(directory: string): 'module' | 'commonjs' | null | undefined {
  let source: string;
  try {
    source = readFileSync(path.join(directory, 'package.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const { type } = JSON.parse(source) as { type?: unknown };
    return type === 'module' || type === 'commonjs' ? type : null;
  } catch {
    return null;
  }
}

/** The `type` of the nearest `package.json` above a directory, each read once. */
export function packageTypeReader(): PackageTypeOf {
  const byDirectory = new Map<string, 'module' | 'commonjs' | null>();
  const typeOf = (directory: string): 'module' | 'commonjs' | null => {
    const known = byDirectory.get(directory);
    if (known !== undefined) return known;
    const parent = path.dirname(directory);
    const own = declaredType(directory);
    const type = own !== undefined ? own : parent === directory ? null : typeOf(parent);
    byDirectory.set(directory, type);
    return type;
  };
  return typeOf;
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The URL and format of a relative import inside an installed package, or null to leave it to Node. */
export function resolveInPackage(
  specifier: string,
  parentURL: string | undefined,
  typeOf: PackageTypeOf,
): { url: string; format: 'module' | 'commonjs' } | null {
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return null;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const extension = /\.(js|mjs|cjs)$/.exec(specifier)?.[1];
  if (!extension) return null;
  const url = new URL(specifier, parentURL);
  const file = fileURLToPath(url);
  if (!file.includes(`${path.sep}node_modules${path.sep}`) || !isFile(file)) return null;
  const format = extension === 'mjs' ? 'module' : extension === 'cjs' ? 'commonjs' : typeOf(path.dirname(file));
  return format ? { url: url.href, format } : null;
}

/**
 * Registers the resolution above; the answer removes it again. Kept for the server's start only: once
 * registered, Node asks the hook for every `require()` too, even of a module already loaded, and
 * PGlite's runtime calls `require()` as it works (opening a database took four times as long).
 */
export function registerPackageFormats(): () => void {
  const typeOf = packageTypeReader();
  const hooks = registerHooks({
    resolve(specifier: string, context: ResolveHookContext, nextResolve) {
      const attributes = context.importAttributes as Record<string, string> | undefined;
      const resolved = attributes?.type ? null : resolveInPackage(specifier, context.parentURL, typeOf);
      return resolved ? { ...resolved, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
  return () => hooks.deregister();
}
