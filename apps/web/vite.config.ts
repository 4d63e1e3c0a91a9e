import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** The API server the dev server and preview forward to: API_ORIGIN, or this machine on PORT (3000). */
const apiOrigin = process.env.API_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;
/** Libraries that only some screens use: they stay in those screens' chunks (sign-in and lists never load them). */
const lateLibraries =
  /node_modules[\\/](@mantine[\\/](dropzone|tiptap|dates)|react-dropzone|file-selector|attr-accept|@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|katex|use-sync-external-store|fast-equals|@dnd-kit)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
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
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // The upload widget's libraries stay with the screens that use them.
        codeSplitting: {
          groups: [
            // The formula renderer downloads beside the editor instead of inside it.
            { name: 'katex', test: /node_modules[\\/]katex[\\/]/, priority: 40 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|form)|@floating-ui|react-remove-scroll|react-number-format)/,
              priority: 20,
            },
            { name: 'vendor', test: (id) => /node_modules[\\/]/.test(id) && !lateLibraries.test(id), priority: 10 },
          ],
        },
      },
    },
  },
});
