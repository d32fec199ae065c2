import path from 'node:path';

/** What a first build tells of one chunk (rolldown's output chunk). */
export interface BuiltChunk {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  /** Chunks it imports statically, by file name. */
  readonly imports: readonly string[];
  /** Chunks it imports on demand, by file name. */
  readonly dynamicImports: readonly string[];
  readonly code: string;
}

export interface LayerRoots {
  /** The entry (main.tsx): what it runs before the app is wanted stays out of the layers. */
  readonly entry: string;
  /** The app's shell, which every page runs once in use (boot.tsx). */
  readonly app: string;
  /** The signed-in frame (side bar, account menu), which every signed-in screen runs. */
  readonly signedIn: string;
  /** Every screen module, and which of them anyone may open (the Start page, the privacy policy). */
  readonly screens: readonly string[];
  readonly publicScreens: readonly string[];
}

/** The modules each layer's chunk takes, by module id. */
export interface Layers {
  /** The entry's modules the app also runs: one chunk beside the entry rather than one per module. */
  readonly entryShared: ReadonlySet<string>;
  /** The shell and what it shares with the Start screen: what the Start page runs once in use. */
  readonly app: ReadonlySet<string>;
  /** What signed-in screens share with the parts anyone may load (the sign-in dialogs, the policy). */
  readonly shared: ReadonlySet<string>;
  /** The signed-in frame, what most signed-in screens use, and the small pieces a few of them share. */
  readonly signedIn: ReadonlySet<string>;
}

/**
 * A module most signed-in screens use (the HTTP client's schemas, the list kit) goes with the
 * signed-in frame: the screens that do not use it are few and their readers have it cached.
 */
const MOST_SCREENS = 0.75;
/**
 * A chunk the bundler cut only because a few screens share it, smaller than this (bytes of code),
 * goes with the signed-in frame too: a round trip costs more than its bytes on a phone's line.
 */
const SMALL_CHUNK = 1500;

class ChunkGraph {
  private readonly byFile: ReadonlyMap<string, BuiltChunk>;
  private readonly byFacade: ReadonlyMap<string, BuiltChunk>;

  constructor(chunks: readonly BuiltChunk[]) {
    this.byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    this.byFacade = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])));
  }

  get chunks(): Iterable<BuiltChunk> {
    return this.byFile.values();
  }

  /** The chunk a module starts (a page's script starts the chunk of the page, not of its own). */
  of(moduleId: string): BuiltChunk | undefined {
    return this.byFacade.get(moduleId) ?? [...this.chunks].find((chunk) => chunk.moduleIds.includes(moduleId));
  }

  /** The chunks that load with `chunk`: itself and what it imports statically, directly or not. */
  staticClosure(chunk: BuiltChunk): BuiltChunk[] {
    return this.walk([chunk], (current) => current.imports);
  }

  /** Everything `from` may load, on demand included, without entering the `stop` chunks. */
  reachable(from: BuiltChunk, stop: ReadonlySet<BuiltChunk>): BuiltChunk[] {
    return this.walk([from], (current) => [...current.imports, ...current.dynamicImports], stop);
  }

  private walk(
    start: BuiltChunk[],
    next: (chunk: BuiltChunk) => readonly string[],
    stop: ReadonlySet<BuiltChunk> = new Set(),
  ) {
    const seen = new Set<BuiltChunk>();
    const pending = [...start];
    for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
      if (seen.has(chunk) || stop.has(chunk)) continue;
      seen.add(chunk);
      for (const file of next(chunk)) {
        const imported = this.byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return [...seen];
  }
}

const modulesOf = (chunks: Iterable<BuiltChunk>) => new Set([...chunks].flatMap((chunk) => chunk.moduleIds));

/**
 * Which modules each layer of chunks takes, from a first build's chunks. The bundler alone cuts a
 * chunk for each set of screens that share a module: a signed-in screen loaded a hundred files,
 * each a round trip on a phone's line. The layers keep it to a handful, and what the Start page
 * and the public parts load to what they loaded before or less.
 */
export function chunkLayers(chunks: readonly BuiltChunk[], roots: LayerRoots): Layers {
  const graph = new ChunkGraph(chunks);
  const required = (moduleId: string) => {
    const chunk = graph.of(moduleId);
    if (!chunk) throw new Error(`The first build has no chunk for ${moduleId}.`);
    return chunk;
  };
  const closureOf = (moduleId: string) => new Set(graph.staticClosure(required(moduleId)));
  const entryChunk = required(roots.entry);
  const entry = closureOf(roots.entry);
  const publicScreens = roots.publicScreens.map(required);
  const signedInScreens = [...new Set(roots.screens.map(required))].filter((chunk) => !publicScreens.includes(chunk));
  const signedInRoots = new Set([required(roots.signedIn), ...signedInScreens]);
  // The Start page runs the shell and its screen at once: what they share with others is one chunk.
  const startPage = new Set([
    ...closureOf(roots.app),
    ...publicScreens.slice(0, 1).flatMap(graph.staticClosure, graph),
  ]);
  // What may load without anyone signed in: the public screens, the sign-in dialogs, the texts.
  const publicReach = new Set(graph.reachable(entryChunk, signedInRoots));
  const signedInUse = new Map<BuiltChunk, number>();
  for (const screen of signedInScreens) {
    for (const chunk of graph.staticClosure(screen)) signedInUse.set(chunk, (signedInUse.get(chunk) ?? 0) + 1);
  }
  const frame = new Set(graph.staticClosure(required(roots.signedIn)));
  frame.forEach((chunk) => signedInUse.set(chunk, signedInUse.get(chunk) ?? 1));

  const layerOf = new Map<BuiltChunk, keyof Layers>();
  for (const chunk of graph.chunks) {
    // A chunk that starts a screen or a part loaded on demand keeps its own file.
    if (chunk.facadeModuleId || chunk === entryChunk) continue;
    const screens = signedInUse.get(chunk) ?? 0;
    if (entry.has(chunk)) layerOf.set(chunk, 'entryShared');
    else if (startPage.has(chunk)) layerOf.set(chunk, 'app');
    else if (screens === 0) continue;
    else if (publicReach.has(chunk)) layerOf.set(chunk, 'shared');
    else if (frame.has(chunk) || screens >= signedInScreens.length * MOST_SCREENS || chunk.code.length < SMALL_CHUNK) {
      layerOf.set(chunk, 'signedIn');
    }
  }
  // A layer takes the chunks a chunk of its own imports: one that imports a chunk no layer takes stays out.
  for (let changed = true; changed;) {
    changed = false;
    for (const chunk of layerOf.keys()) {
      const needs = graph.staticClosure(chunk);
      if (needs.every((needed) => needed === chunk || needed.facadeModuleId || layerOf.has(needed))) continue;
      layerOf.delete(chunk);
      changed = true;
    }
  }
  const layer = (name: keyof Layers) => modulesOf([...layerOf].filter(([, of]) => of === name).map(([chunk]) => chunk));
  // The shell and the frame load with their layer, always: what only they import goes with it, so their own
  // chunks hold their starting modules alone, and their styles go with the layer's stylesheet instead of
  // making one stylesheet more to ask for (one more round trip on a phone's line, ahead of every script).
  const ownModules = (root: string) => (graph.of(root)?.moduleIds ?? []).filter((moduleId) => moduleId !== root);
  return {
    entryShared: layer('entryShared'),
    app: new Set([...layer('app'), ...ownModules(roots.app)]),
    shared: layer('shared'),
    signedIn: new Set([...layer('signedIn'), ...ownModules(roots.signedIn)]),
  };
}

/** The chunk groups that make the layers, after the ones the configuration names. */
export function layerGroups(layers: Layers) {
  return [
    { name: 'entry-shared', test: (id: string) => layers.entryShared.has(id) },
    { name: 'app', test: (id: string) => layers.app.has(id) },
    { name: 'shared', test: (id: string) => layers.shared.has(id) },
    { name: 'signed-in', test: (id: string) => layers.signedIn.has(id) },
  ];
}

/** Module ids are absolute paths. */
export function moduleId(webRoot: string, file: string): string {
  return path.join(webRoot, file);
}
