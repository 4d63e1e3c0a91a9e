import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const projectDir = path.resolve(import.meta.dirname, '../../..');

describe('the data folder', () => {
  it('is the project’s .data whichever folder the server starts from (npm start, npm run dev)', () => {
    const before = process.cwd();
    try {
      const seen = [projectDir, path.join(projectDir, 'apps/server')].map((dir) => {
        process.chdir(dir);
        return loadConfig({ JWT_SECRET: 'x'.repeat(32) }).dataDir;
      });
      expect(seen).toEqual([path.join(projectDir, '.data'), path.join(projectDir, '.data')]);
    } finally {
      process.chdir(before);
    }
  });

  it('takes DATA_DIR as given, relative to the folder the command runs in', () => {
    const config = loadConfig({
      DATA_DIR: path.relative(process.cwd(), path.join(projectDir, '.data')),
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.dataDir).toBe(path.join(projectDir, '.data'));
  });
});
