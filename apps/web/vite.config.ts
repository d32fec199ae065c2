import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LANGUAGES } from '@lineup/contract/languages';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { SCREEN_TEXTS } from './build/screen-texts.ts';

// In development the API runs as its own process; in production one server serves both.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/oauth': api };

const LOCALE_FILE = new RegExp(`[\\\\/]locales[\\\\/](${LANGUAGES.join('|')})\\.json$`);
// A screen's own texts load with the screen, each language its own small file.
const localeChunk = (id: string) => {
  const language = SCREEN_TEXTS.test(id) ? undefined : LOCALE_FILE.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};

// React and its router change less often than the app: their chunk stays cached across deploys. Every other library
// goes with the screens that use it, so the Start page loads only what it shows. The texts of one
// language (every feature's) make one chunk, loaded when that language is chosen.
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  { debugName: 'locales', name: localeChunk },
  // Mantine's base (provider, styles API, shared helpers) serves every screen, the Start page
  // first: one chunk, not a scatter of small ones that moves with each new screen.
  { name: 'mantine-base', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|utils)[\\/]/ },
];

export default defineConfig({
  plugins: [mantineComponentStyles(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The build script reads which files the Start page needs from the manifest.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { proxy },
  preview: { proxy },
});
