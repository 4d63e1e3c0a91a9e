import { describe, expect, it } from 'vitest';
import { type BuiltChunk, firstScreenBudget, firstScreenChunks } from '../build/first-screen-budget';

const chunk = (fileName: string, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  code: `export const ${fileName.replace(/\W/g, '_')} = 1;`,
  isEntry: false,
  imports: [],
  moduleIds: [`/src/${fileName}.tsx`],
  ...extra,
});

describe('the sign-in screen budget', () => {
  const chunks = [
    chunk('index', {
      isEntry: true,
      imports: ['react', 'client'],
      moduleIds: ['/src/main.tsx'],
      facadeModuleId: '/src/main.tsx',
    }),
    chunk('react'),
    chunk('client', { imports: ['react'] }),
    chunk('vitals', { moduleIds: ['/src/report-web-vitals.ts'], imports: ['client'] }),
    chunk('editor', { imports: ['katex'] }),
    chunk('katex'),
  ];

  it('counts the entry, its static imports and what the entry module loads at once, not the lazy screens', () => {
    const names = firstScreenChunks(chunks, ['/src/report-web-vitals.ts']).map((found) => found.fileName);
    expect(names.sort()).toEqual(['client', 'index', 'react', 'vitals']);
  });

  it('fails the build over budget, naming the figure and the largest files', () => {
    const plugin = firstScreenBudget(10);
    const errors: string[] = [];
    const context = {
      getModuleInfo: () => ({ importedIds: [], dynamicallyImportedIds: [] }),
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const bundle = Object.fromEntries(chunks.map((one) => [one.fileName, { type: 'chunk', ...one }]));
    const generate = plugin.writeBundle as unknown as (this: typeof context, options: unknown, bundle: unknown) => void;
    expect(() => generate.call(context, {}, bundle)).toThrow(/over budget/);
    expect(errors[0]).toMatch(/sign-in screen JavaScript: \d+\.\d KB gzipped in 3 files \(budget 0\.0 KB\)/);
    expect(errors[0]).toMatch(/index \d/);
  });

  it('passes within budget', () => {
    const plugin = firstScreenBudget(200 * 1024);
    const context = {
      getModuleInfo: () => ({ importedIds: [], dynamicallyImportedIds: [] }),
      error: (m: string) => {
        throw new Error(m);
      },
    };
    const bundle = Object.fromEntries(chunks.map((one) => [one.fileName, { type: 'chunk', ...one }]));
    const generate = plugin.writeBundle as unknown as (this: typeof context, options: unknown, bundle: unknown) => void;
    expect(() => generate.call(context, {}, bundle)).not.toThrow();
  });
});
