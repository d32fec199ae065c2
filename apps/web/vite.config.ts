import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs as its own process; in production one server serves both.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/oauth': api };

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
