import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt|ttf|map)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, at the highest levels, when smaller
 * than the file: done once here, the server sends them as they are (no compression per request).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'masthead-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.name.endsWith('.map'))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // Small files too (the sign-in screen loads several under 1 KB); a variant no smaller is not kept.
          await Promise.all([
            br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
            gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}
