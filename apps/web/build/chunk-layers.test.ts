import { describe, expect, it } from 'vitest';
import { chunkLayers, type BuiltChunk } from './chunk-layers.ts';

function chunk(fileName: string, moduleIds: string[], options: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    facadeModuleId: null,
    moduleIds,
    imports: [],
    dynamicImports: [],
    code: 'x'.repeat(4000),
    ...options,
  };
}

/** A first build: the entry, the shell, the Start screen, the signed-in frame and two signed-in screens. */
const chunks: BuiltChunk[] = [
  chunk('index.js', ['/src/main.tsx'], {
    facadeModuleId: '/src/main.tsx',
    dynamicImports: ['boot.js', 'start.js', 'frame.js', 'user.js', 'staff.js'],
  }),
  chunk('boot.js', ['/src/boot.tsx', '/src/app/provider.tsx', '/src/app/theme.ts'], {
    facadeModuleId: '/src/boot.tsx',
    imports: ['mantine.js'],
  }),
  chunk('mantine.js', ['/nm/@mantine/core/Button.mjs']),
  chunk('start.js', ['/src/start-screen.tsx'], { facadeModuleId: '/src/start-screen.tsx', imports: ['mantine.js'] }),
  chunk('frame.js', ['/src/guarded-layout.tsx', '/src/side-bar.tsx'], {
    facadeModuleId: '/src/guarded-layout.tsx',
    imports: ['mantine.js', 'list.js'],
  }),
  chunk('list.js', ['/src/lib/list.ts']),
  chunk('user.js', ['/src/user-screen.tsx'], { facadeModuleId: '/src/user-screen.tsx', imports: ['list.js'] }),
  chunk('staff.js', ['/src/staff-screen.tsx'], { facadeModuleId: '/src/staff-screen.tsx', imports: ['list.js'] }),
];

const layers = chunkLayers(chunks, {
  entry: '/src/main.tsx',
  app: '/src/boot.tsx',
  signedIn: '/src/guarded-layout.tsx',
  screens: ['/src/start-screen.tsx', '/src/user-screen.tsx', '/src/staff-screen.tsx'],
  publicScreens: ['/src/start-screen.tsx'],
});

describe('chunkLayers', () => {
  it('puts what the shell shares with the Start screen, and what signed-in screens share, in their layers', () => {
    expect(layers.app).toContain('/nm/@mantine/core/Button.mjs');
    expect(layers.signedIn).toContain('/src/lib/list.ts');
  });

  it("gives the shell's and the frame's own modules to their layers, their chunks keeping the starting module alone", () => {
    // Their styles then come in the layer's stylesheet: one request fewer each, ahead of every script.
    expect(layers.app).toContain('/src/app/provider.tsx');
    expect(layers.app).toContain('/src/app/theme.ts');
    expect(layers.app).not.toContain('/src/boot.tsx');
    expect(layers.signedIn).toContain('/src/side-bar.tsx');
    expect(layers.signedIn).not.toContain('/src/guarded-layout.tsx');
  });

  it("keeps each screen's own modules out of the layers", () => {
    const all = [...layers.entryShared, ...layers.app, ...layers.shared, ...layers.signedIn];
    expect(all).not.toContain('/src/user-screen.tsx');
    expect(all).not.toContain('/src/start-screen.tsx');
  });
});
