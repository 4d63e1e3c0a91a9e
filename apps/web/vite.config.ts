import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenBudget } from './build/first-screen-budget.ts';
import { precompress } from './build/precompress.ts';

/** The API server the dev server and preview forward to: API_ORIGIN, or this machine on PORT (3000). */
const apiOrigin = process.env.API_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;
export default defineConfig({
  plugins: [react(), firstScreenBudget(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
      // The collaboration server (WebSocket).
      '/collab': { target: apiOrigin, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its chunk stays cached across deploys. Everything
        // else is split by use, so the sign-in screen loads only what it shows (no vendor catch-all).
        codeSplitting: {
          groups: [
            // The formula renderer downloads beside the editor instead of inside it.
            { name: 'katex', test: /node_modules[\\/]katex[\\/]/, priority: 40 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
});
