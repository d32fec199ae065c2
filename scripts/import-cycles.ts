/**
 * Fails on an import cycle in the server's or the web app's source (`npm run lint` runs it).
 * A cycle makes the order in which modules run depend on which file is loaded first: a value
 * read while its module has not finished running is undefined, in one entry point and not in
 * another. Counted are the imports that load a module: `import`, `export … from` and `import()`;
 * an `import type` or `export type … from` is erased and joins no cycle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

/** Each tree checked, with the alias its package.json declares for its src folder. */
const TREES = [
  { src: 'apps/server/src', alias: '#src/' },
  { src: 'apps/web/src', alias: '#web/' },
];

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The specifiers a file imports at run time. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import type` is erased; `import { type A }` still loads its module (verbatimModuleSyntax).
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names inside the tree, or undefined for a package or another tree. */
function resolveSpecifier(from: string, specifier: string, srcDir: string, alias: string): string | undefined {
  let target: string;
  if (specifier.startsWith(alias)) target = join(srcDir, specifier.slice(alias.length));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) target = resolve(dirname(from), specifier);
  else return undefined;
  return target.replace(/\?.*$/, '');
}

/** Tarjan's strongly connected components: each one of two or more files, or a file importing itself, is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.reverse());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found;
}

/** One shortest path around a component, to show a reader where to cut. */
function loop(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return component;
}

let failed = 0;
let counted = 0;
for (const { src, alias } of TREES) {
  const srcDir = join(root, src);
  const files = sourceFiles(srcDir);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file)
      .map((specifier) => resolveSpecifier(file, specifier, srcDir, alias))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  counted += files.length;
  for (const component of cycles(graph)) {
    failed += 1;
    const path = loop(graph, component).map((file) => relative(root, file));
    console.error(`import cycle (${component.length} files): ${path.join('\n  -> ')}\n`);
  }
}
if (failed > 0) {
  console.error(`${failed} import cycle(s): move what both sides need to a third file.`);
  process.exit(1);
}
console.log(`no import cycles in ${counted} files`);
