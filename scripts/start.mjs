// `npm start`: builds when the sources differ from the last build, then runs the server.
// A built, unchanged tree starts at once; a changed or fresh one builds first (about 10 s).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'apps/server/dist/.build-stamp');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
/** Everything a build reads: the sources of the three packages, their configs and the lock file. */
const inputs = [
  'package-lock.json',
  'packages/contract/src',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield full;
    return;
  }
  for (const child of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (child.isFile()) yield path.join(child.parentPath, child.name);
  }
}

/** A fingerprint of the inputs: each file's path, size and content hash, in a stable order. */
function fingerprint(all) {
  const hash = createHash('sha256');
  for (const file of all) {
    hash.update(path.relative(root, file));
    hash.update(createHash('sha256').update(readFileSync(file)).digest());
  }
  return hash.digest('hex');
}

/** Each file's path, size and modification time: unchanged, the contents are not read again. */
function listing(all) {
  const hash = createHash('sha256');
  for (const file of all) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

// The stamp's first line is the contents' fingerprint of the last build, the second the listing it
// was last seen with: a start reads every source only when the listing changed (a checkout, an edit).
const all = inputs.flatMap((entry) => [...files(entry)]).sort();
const seen = listing(all);
const built = outputs.every((file) => existsSync(path.join(root, file)));
const [stamp = '', stampListing = ''] = (existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '').split('\n');
if (!built || stampListing !== seen) {
  const current = fingerprint(all);
  if (!built || stamp !== current) {
    console.log(built ? 'Sources changed since the last build: building.' : 'Building (first start).');
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${current}\n${seen}`);
}

// The server runs in this process: signals reach it directly, and no second Node starts.
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
