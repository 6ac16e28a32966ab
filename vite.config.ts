import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal lives in src/ (index.html is its entry); the reference server serves dist/portal.
const serverUrl = process.env.CLUB_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: 'src',
  publicDir: false,
  plugins: [react()],
  build: { outDir: '../dist/portal', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': serverUrl, '/uploads': serverUrl, '/dev': serverUrl },
  },
});
