import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs as its own process; in production one server serves both.
const api = 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/oauth': api };

// Libraries change less often than the app: their own chunks stay cached across deploys.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: { proxy },
  preview: { proxy },
});
