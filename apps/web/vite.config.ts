import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:3000';
const lateLibraries = /node_modules[\\/](@mantine[\\/]dropzone|react-dropzone|file-selector|attr-accept)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
