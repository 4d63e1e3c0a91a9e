import { gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/** The most JavaScript, gzipped, the sign-in screen may download before it shows (issue 30: ≤ 200 KB). */
export const FIRST_SCREEN_BUDGET_BYTES = 200 * 1024;

/** What the budget reads of a built chunk (Rollup's and Rolldown's output chunks have it). */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Chunks this one imports statically: the browser loads them before it runs. */
  imports: string[];
  moduleIds: string[];
  /** The module the chunk stands for (main.tsx for the entry). */
  facadeModuleId?: string | null;
}

/**
 * The chunks the sign-in screen loads: the entry with everything it imports statically, and the
 * chunks the entry's own script imports at once (`eagerModules`, e.g. the web-vitals reporter
 * main.tsx loads after the first render) with theirs. The screens behind `lazy` routes are not in it.
 */
export function firstScreenChunks(chunks: BuiltChunk[], eagerModules: readonly string[]): BuiltChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  for (const id of eagerModules) visit(chunks.find((chunk) => chunk.moduleIds.includes(id)));
  return [...found.values()];
}

/**
 * Gzipped size of the chunks at the level the build's precompression uses: what their `.gz` files
 * hold, or the file itself where gzip would not make it smaller (no `.gz` is written then).
 */
export function gzipBytes(chunks: BuiltChunk[]): number {
  return chunks.reduce((sum, chunk) => {
    const raw = Buffer.byteLength(chunk.code);
    return sum + Math.min(raw, gzipSync(chunk.code, { level: zlib.Z_BEST_COMPRESSION }).length);
  }, 0);
}

const isChunk = (output: Rolldown.OutputAsset | Rolldown.OutputChunk): output is Rolldown.OutputChunk =>
  output.type === 'chunk';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails the build when the sign-in screen's JavaScript is over `budget` gzipped, and prints the
 * figure on every build, so a change that pulls the editor (or any screen) into it is seen at once.
 */
export function firstScreenBudget(budget = FIRST_SCREEN_BUDGET_BYTES): Plugin {
  return {
    name: 'masthead-first-screen-budget',
    apply: 'build',
    // After every other plugin: the entry's code as written (Vite adds its preload map late).
    enforce: 'post',
    writeBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).filter(isChunk);
      const entryModules = chunks.flatMap((chunk) =>
        chunk.isEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : [],
      );
      // The page's entry (index.html) and the scripts it names (main.tsx): what they import dynamically loads at once.
      const named = entryModules.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]);
      const eager = named.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const loaded = firstScreenChunks(chunks, eager);
      const bytes = gzipBytes(loaded);
      const line = `sign-in screen JavaScript: ${kb(bytes)} gzipped in ${loaded.length} files (budget ${kb(budget)})`;
      if (bytes > budget) {
        this.error(
          `${line}: over budget. Load what the sign-in screen does not show lazily (a route's lazy(), a dynamic import()); the largest: ${loaded
            .map((chunk) => ({ name: chunk.fileName, size: gzipBytes([chunk]) }))
            .sort((a, b) => b.size - a.size)
            .slice(0, 5)
            .map((chunk) => `${chunk.name} ${kb(chunk.size)}`)
            .join(', ')}`,
        );
      }
      console.log(line);
    },
  };
}
