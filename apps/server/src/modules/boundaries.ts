import path from 'node:path';

/**
 * The server's boundary rules (ADR 0034), checked on source text: pure, so a test can feed it a
 * probe file that breaks a rule. Paths are relative to `apps/server/src`, with `/`.
 */
export interface SourceFile {
  path: string;
  source: string;
}

export type Rule = 'no-http-below-routes' | 'database-in-repos' | 'faces-only' | 'own-tables' | 'read-models-read';

export interface Violation {
  rule: Rule;
  path: string;
  detail: string;
}

/** Which module owns each table of `db/schema.ts`: only its files name it (read models read any). */
export const tableOwners: Readonly<Record<string, string>> = {
  assets: 'asset',
  asset_pages: 'asset',
  roles: 'role',
  users: 'user',
  user_roles: 'user',
  login_throttle: 'auth',
  revoked_sessions: 'auth',
  site_details: 'site',
  web_vitals: 'metrics',
  collab_documents: 'collab',
  breaking_news: 'breaking-news',
  categories: 'category',
  cms_items: 'cms',
  cms_categories: 'cms',
  cms_events: 'cms',
  cms_revisions: 'cms',
  cms_status_counts: 'cms',
  cms_notes: 'note',
  layouts: 'layout',
  layout_previews: 'layout',
  notifications: 'notification',
  menus: 'menu',
  clients: 'client',
  advertisements: 'advertisement',
  advertisement_categories: 'advertisement',
  advertisement_days: 'advertisement',
  epapers: 'epaper',
  redirects: 'redirect',
  not_found_paths: 'redirect',
  audit_log: 'audit',
  // The signing key is made at start (bootstrap/), before any module.
  server_keys: 'bootstrap',
};

/**
 * SQL builders outside the repos that repos compose (a stale-write condition, a category's
 * subtree), and the start, which runs before any module exists.
 */
const sqlHelpers = new Set([
  'lib/stale-write.ts',
  'lib/category-tree.ts',
  'bootstrap/first-admin.ts',
  'bootstrap/signing-key.ts',
]);

interface Import {
  /** The target, resolved against src when relative ("modules/cms/cms.repo"), else the package name. */
  target: string;
  typeOnly: boolean;
}

/** Every import and re-export of a file; `import type` and `export type` are marked. */
export function importsOf(file: SourceFile): Import[] {
  const found: Import[] = [];
  const pattern = /^(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
  for (const [, , typeWord, specifier] of file.source.matchAll(pattern)) {
    if (!specifier) continue;
    const target = specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(file.path), specifier).replace(/\.js$/, '')
      : specifier;
    found.push({ target, typeOnly: Boolean(typeWord) });
  }
  return found;
}

/** The module a path belongs to (`modules/<name>/…`), or null. */
export function moduleOf(filePath: string): string | null {
  const match = /^modules\/([a-z-]+)\//.exec(filePath);
  return match?.[1] ?? null;
}

const isRepo = (filePath: string) => filePath.endsWith('.repo.ts');
const isReadModel = (filePath: string) => filePath.startsWith('read-models/');
const isDb = (filePath: string) => filePath.startsWith('db/');

/** The source without comments, so prose that says "from users" names no table. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The tables a file names: in SQL text (`from x`, `join x`, `"x"."col"`…) or as schema imports. */
export function tablesNamed(file: SourceFile): Set<string> {
  const text = code(file.source);
  const named = new Set<string>();
  const inSql = /\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?|"([a-z_]+)"\."[a-z_]+"|\b([a-z_]+)\.[a-z_]+\s*=/g;
  for (const [, a, b] of text.matchAll(inSql)) {
    const name = a ?? b;
    if (name && name in tableOwners) named.add(name);
  }
  const schemaImport = /import\s+\{([^}]*)\}\s+from\s+'[./]*db\/schema\.js'/g;
  for (const [, names] of text.matchAll(schemaImport)) {
    for (const name of (names ?? '').split(',')) {
      const bare = name.trim();
      if (!bare || bare.startsWith('type ')) continue;
      const table = bare.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      if (table in tableOwners) named.add(table);
    }
  }
  return named;
}

/** A write in SQL text or through drizzle's builders. */
const writes =
  /\b(?:insert\s+into|delete\s+from|update\s+"?[a-z_]+"?\s+(?:as\s+\w+\s+)?set)\b|\.(?:insert|update|delete)\(/i;

/** Every rule a file breaks. Tests (`*.test.ts`, `test/`) are left out: they build what they check. */
export function checkFile(file: SourceFile): Violation[] {
  const { path: filePath } = file;
  if (filePath.endsWith('.test.ts') || filePath.startsWith('test/')) return [];
  const violations: Violation[] = [];
  const refuse = (rule: Rule, detail: string) => violations.push({ rule, path: filePath, detail });
  const imports = importsOf(file);
  const owner = moduleOf(filePath);

  // (a) Services and repos know nothing of HTTP.
  if (owner && (isRepo(filePath) || filePath.endsWith('.service.ts'))) {
    for (const { target } of imports) {
      if (target === 'fastify' || target.startsWith('@fastify/') || target.startsWith('plugins/')) {
        refuse('no-http-below-routes', `imports ${target}`);
      }
    }
  }

  // (b) The database is reached from repos, db/ and the read models only (types may travel).
  if (!isRepo(filePath) && !isDb(filePath) && !isReadModel(filePath) && !sqlHelpers.has(filePath)) {
    for (const { target, typeOnly } of imports) {
      if (!typeOnly && (target === 'drizzle-orm' || target.startsWith('drizzle-orm/') || target === 'db/schema')) {
        refuse('database-in-repos', `imports ${target}`);
      }
    }
  }

  // (c) Another module is reached through its face only; the list of modules takes their definitions.
  for (const { target } of imports) {
    const other = moduleOf(`${target}.ts`);
    if (!other || other === owner) continue;
    const face = target === `modules/${other}/${other}.face`;
    const definition = filePath === 'modules/index.ts' && target === `modules/${other}/${other}.routes`;
    if (!face && !definition) refuse('faces-only', `imports ${target}`);
  }

  // (d) A module's files name only its own tables; read models read any and write none.
  if (owner) {
    for (const table of tablesNamed(file)) {
      if (tableOwners[table] !== owner) refuse('own-tables', `names ${table} (${tableOwners[table]}'s)`);
    }
  }
  if (isReadModel(filePath) && writes.test(code(file.source))) refuse('read-models-read', 'writes');
  return violations;
}

export function checkFiles(files: readonly SourceFile[]): Violation[] {
  return files.flatMap(checkFile);
}

/** The modules each module imports (faces included): the graph the no-cycle rule walks. */
export function moduleGraph(files: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const owner = moduleOf(file.path);
    if (!owner) continue;
    const edges = graph.get(owner) ?? new Set<string>();
    graph.set(owner, edges);
    for (const { target } of importsOf(file)) {
      const other = moduleOf(`${target}.ts`);
      if (other && other !== owner) edges.add(other);
    }
  }
  return graph;
}
