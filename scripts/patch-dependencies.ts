import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Small fixes to installed dependencies, applied after every install (`postinstall`). Each one
 * names the version it was written for and says why; docs/upstream/ holds the report sent
 * upstream. A fix whose version no longer matches is skipped with a notice, so an upgrade never
 * breaks the install — but its benchmark will show whether the fix is still needed.
 */
interface DependencyFix {
  readonly packageName: string;
  readonly version: string;
  readonly files: readonly string[];
  readonly why: string;
  readonly apply: (source: string) => string;
  /** Present in every file once the fix is in. */
  readonly applied: RegExp;
}

export const FIXES: readonly DependencyFix[] = [
  {
    packageName: '@electric-sql/pglite',
    version: '0.5.16',
    files: ['dist/chunk-Y6PULSM7.js', 'dist/index.cjs', 'dist/node-postgres/index.cjs', 'dist/worker/index.cjs'],
    why:
      'PGlite copies its whole type-parser map ({...defaults, ...options.parsers}) for every statement that passes ' +
      'parsers, which Drizzle does for every query; a prototype-linked map gives the same lookups without the copy.',
    apply: (source) =>
      source.replace(
        /([\w$])=([\w$])\?\.parsers\?\{\.\.\.([\w$]),\.\.\.\2\.parsers\}:\3/g,
        '$1=$2?.parsers?Object.assign(Object.create($3),$2.parsers):$3',
      ),
    applied: /[\w$]\?\.parsers\?Object\.assign\(Object\.create\(/,
  },
  {
    packageName: '@mantine/hooks',
    version: '9.7.3',
    files: ['esm/use-id/use-id.mjs', 'cjs/use-id/use-id.cjs'],
    why:
      "Mantine's useId replaces the id React's useId gives with a random one in a layout effect, so every " +
      'component with an id (inputs, selects, tabs, tooltips, popovers) renders twice as it mounts, the second ' +
      "time synchronously inside the commit; the id React gives is unique and stable, and it is the one the first render's HTML already carries.",
    apply: (source) =>
      source.replace(
        /const \[uuid, setUuid\] = (?:\(0, react\.useState\)|useState)\((`mantine-\$\{reactId\.replace\(\/:\/g, ""\)\}`)\);\n\tconst hasInitializedRef = [^;]+;\n\t[\w$.]*useIsomorphicEffect\(\(\) => \{[^}]*\}, \[\]\);/,
        'const uuid = $1;',
      ),
    applied: /const uuid = `mantine-\$\{reactId/,
  },
];

function installedVersion(root: string, packageName: string): string | null {
  const file = path.join(root, 'node_modules', packageName, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
}

/** Applies every fix whose version is installed; returns what it did, one line per fix. */
export function patchDependencies(root: string): string[] {
  return FIXES.map((fix) => {
    const version = installedVersion(root, fix.packageName);
    if (version !== fix.version) {
      return `${fix.packageName}: ${version ?? 'not installed'}, fix written for ${fix.version}: skipped`;
    }
    let changed = 0;
    for (const file of fix.files) {
      const target = path.join(root, 'node_modules', fix.packageName, file);
      const before = readFileSync(target, 'utf8');
      const after = fix.apply(before);
      if (!fix.applied.test(after)) {
        throw new Error(`${fix.packageName}@${version}: ${file} no longer has the code this fix changes (${fix.why})`);
      }
      if (after !== before) {
        writeFileSync(target, after);
        changed += 1;
      }
    }
    return `${fix.packageName}@${version}: ${changed ? `patched ${changed} file(s)` : 'already patched'}`;
  });
}

if (import.meta.main) {
  for (const line of patchDependencies(path.resolve(import.meta.dirname, '..'))) console.log(line);
}
