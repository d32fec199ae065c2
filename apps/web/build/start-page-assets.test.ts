import { describe, expect, it } from 'vitest';
import { startPageAssets, type Manifest } from './start-page-assets.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/boot.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/boot.tsx': { file: 'assets/app-1.js', imports: ['_react-1.js', '_mantine-1.js'], css: ['assets/app-1.css'] },
  '_mantine-1.js': { file: 'assets/mantine-1.js', css: ['assets/mantine-1.css'] },
  'src/features/start/start-screen.tsx': {
    file: 'assets/start-1.js',
    imports: ['_mantine-1.js'],
    css: ['assets/start-1.css'],
  },
  'src/features/user/user-screen.tsx': { file: 'assets/user-1.js', imports: ['_zod-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'virtual:app-texts/locale-pt': { file: 'assets/locale-pt-1.js' },
  'virtual:app-texts/locale-en': { file: 'assets/locale-en-1.js' },
};

describe('startPageAssets', () => {
  it('takes the entry, the app, the Start screen, their static imports and the texts of one language', () => {
    const { scripts, styles } = startPageAssets(manifest, 'pt');
    expect(scripts.sort()).toEqual(
      ['index-1', 'react-1', 'app-1', 'mantine-1', 'start-1', 'locale-pt-1'].map((name) => `assets/${name}.js`).sort(),
    );
    // A stylesheet comes after those of the chunks it imports, so the app's own rules win ties.
    expect(styles).toEqual(['assets/mantine-1.css', 'assets/app-1.css', 'assets/start-1.css']);
  });

  it('takes the entry and its static imports alone before the page is used', () => {
    expect(startPageAssets(manifest, 'pt', { beforeUse: true }).scripts.sort()).toEqual(
      ['assets/index-1.js', 'assets/react-1.js'].sort(),
    );
  });

  it('leaves out other screens and other languages', () => {
    const { scripts } = startPageAssets(manifest, 'en');
    expect(scripts).toContain('assets/locale-en-1.js');
    expect(scripts).not.toContain('assets/locale-pt-1.js');
    expect(scripts).not.toContain('assets/user-1.js');
    expect(scripts).not.toContain('assets/zod-1.js');
  });

  it('fails loudly when the build no longer has a module the Start page needs', () => {
    const { 'src/boot.tsx': _app, ...withoutApp } = manifest;
    expect(() => startPageAssets(withoutApp, 'pt')).toThrow(/has no src\/boot\.tsx/);
  });
});
