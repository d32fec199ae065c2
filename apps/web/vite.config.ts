import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import path from 'node:path';
import { appTexts } from './build/app-texts.ts';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { taskPerLayer } from './build/task-per-layer.ts';

// In development the API runs as its own process; in production one server serves both.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/oauth': api };

// React and its router change less often than the app: their chunk stays cached across deploys. Every other library
// goes with the screens that use it, so the Start page loads only what it shows; what every page runs (Mantine's
// base among it) goes with the app's shell (build/chunk-layers.ts). The app-wide texts of one language are one
// module, so one chunk, loaded when that language is chosen (build/app-texts.ts).
const chunkGroups = [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }];

export default defineConfig({
  plugins: [
    appTexts(path.join(import.meta.dirname, 'src')),
    mantineComponentStyles(),
    taskPerLayer(['app', 'shared', 'signed-in']),
    react(),
  ],
  // The Start page is prerendered as the app is built: the year it shows until the app takes it over.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
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
