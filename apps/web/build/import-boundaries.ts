import path from 'node:path';
import { type ESTree, parseSync, Visitor } from 'vite';

/**
 * The import rules of apps/web/src (ADR 0036), checked on file paths and sources only, so a test can
 * run them on the real tree and on probe files alike. Paths are relative to src/, with `/`.
 */
export interface SourceFile {
  path: string;
  source: string;
}

export type BoundaryRule =
  | 'face'
  | 'shared-imports-feature'
  | 'feature-cycle'
  | 'imports-shell'
  | 'fetch'
  | 'app-wide-state';

export interface Breach {
  rule: BoundaryRule;
  file: string;
  detail: string;
}

const why: Record<BoundaryRule, string> = {
  face: 'each feature has a face, features/<name>/index.ts, offering just what the rest of the app imports of it, and is imported only through it (screens too: the router takes their lazy loaders)',
  'shared-imports-feature':
    'only app/ and features/ import features/ (components/, lib/, api/, session/ and live/ sit below them)',
  'feature-cycle': 'features import each other without a circle',
  'imports-shell': 'only main.tsx and app/ itself import the shell, app/',
  fetch: 'only api/ calls fetch or XMLHttpRequest (callApi adds the token, the error format and the 401 handling)',
  'app-wide-state':
    'app-wide state lives outside features/: the session in session/, the live copy’s connection in live/',
};

export function describeBreach(breach: Breach): string {
  return `${breach.file}: ${breach.detail} (${why[breach.rule]})`;
}

/** The live copy's connection (the socket, the provider, the browser's stored copy) is made in live/ only. */
const liveConnectionPackages = new Set(['@hocuspocus/provider', 'y-indexeddb']);

const networkCalls = ['fetch', 'window.fetch', 'globalThis.fetch', 'self.fetch', 'new XMLHttpRequest'];
const contextCalls = ['createContext', 'React.createContext'];
const watchedCall = /\b(fetch|XMLHttpRequest|createContext)\b/;

interface ImportOf {
  specifier: string;
  typeOnly: boolean;
  /** The names it takes; `*` for all of them (a namespace, `export *`, an `import()`). */
  names: string[];
}

interface Parsed {
  imports: ImportOf[];
  /** The names the module exports itself or re-exports by name. */
  exports: string[];
  /** What the code calls or constructs by a global name (`fetch`, `window.fetch`, `createContext` …). */
  calls: Set<string>;
}

function parse(file: SourceFile): Parsed {
  const result = parseSync(file.path, file.source);
  if (result.errors.length > 0) throw new Error(`${file.path}: ${result.errors[0].message}`);
  const { staticImports, staticExports, dynamicImports } = result.module;
  const imports: ImportOf[] = [
    ...staticImports.map((one) => ({
      specifier: one.moduleRequest.value,
      typeOnly: one.entries.length > 0 && one.entries.every((entry) => entry.isType),
      names: one.entries.map((entry) =>
        entry.importName.kind === 'NamespaceObject' ? '*' : (entry.importName.name ?? 'default'),
      ),
    })),
    ...staticExports.flatMap((one) => {
      const from = one.entries.find((entry) => entry.moduleRequest)?.moduleRequest;
      if (!from) return [];
      return [
        {
          specifier: from.value,
          typeOnly: one.entries.every((entry) => entry.isType),
          names: one.entries.map((entry) => (entry.importName.kind === 'Name' ? (entry.importName.name ?? '*') : '*')),
        },
      ];
    }),
    ...dynamicImports.map((one) => {
      const written = file.source.slice(one.moduleRequest.start, one.moduleRequest.end);
      const specifier = /^(['"`])([^'"`$]*)\1$/.exec(written)?.[2];
      if (specifier === undefined)
        throw new Error(`${file.path}: import(${written}) names no file, so it cannot be checked`);
      return { specifier, typeOnly: false, names: ['*'] };
    }),
  ];
  const exports = staticExports.flatMap((one) =>
    one.entries.flatMap((entry) => (entry.exportName.kind === 'None' ? [] : [entry.exportName.name ?? 'default'])),
  );
  const calls = new Set<string>();
  const nameOf = (callee: ESTree.Expression | ESTree.Super): string | null => {
    if (callee.type === 'Identifier') return callee.name;
    if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && !callee.computed) {
      return `${callee.object.name}.${callee.property.type === 'Identifier' ? callee.property.name : ''}`;
    }
    return null;
  };
  // Walking a tree costs a hundred times its parse: only where a name looked for is written at all.
  if (watchedCall.test(file.source)) {
    new Visitor({
      CallExpression(node) {
        const name = nameOf(node.callee);
        if (name) calls.add(name);
      },
      NewExpression(node) {
        const name = nameOf(node.callee);
        if (name) calls.add(`new ${name}`);
      },
    }).visit(result.program);
  }
  return { imports, exports, calls };
}

/** A relative specifier as a module path under src/ without extension or `/index`; null for a package. */
export function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return target.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');
}

/** The feature a module path belongs to (`cms` for features/cms/list/bulk-bar), else null. */
function featureOf(modulePath: string): string | null {
  const [top, name] = modulePath.split('/');
  return top === 'features' && name ? name : null;
}

/** The top folder of a path under src/ (`app`, `features`, `lib` …); '' for a file at the root. */
const topFolder = (modulePath: string) => (modulePath.includes('/') ? modulePath.split('/')[0] : '');

/** Every way the files break the import rules; empty when they keep them all. */
export function boundaryBreaches(files: readonly SourceFile[]): Breach[] {
  const breaches: Breach[] = [];
  const featureGraph = new Map<string, Set<string>>();
  /** What each face exports, and what the rest of the app takes from each feature. */
  const faceExports = new Map<string, string[]>();
  const usedOfFaces = new Map<string, Set<string>>();
  const features = new Set(files.flatMap((file) => featureOf(file.path) ?? []));
  for (const feature of features) {
    const face = `features/${feature}/index`;
    if (!files.some((file) => file.path === `${face}.ts` || file.path === `${face}.tsx`)) {
      breaches.push({ rule: 'face', file: `features/${feature}`, detail: 'has no face (index.ts)' });
    }
  }
  for (const file of files) {
    const own = featureOf(file.path);
    const top = topFolder(file.path);
    const { imports, exports, calls } = parse(file);
    if (own && file.path.startsWith(`features/${own}/index.`)) faceExports.set(own, exports);
    for (const { specifier, typeOnly, names } of imports) {
      if (own && !typeOnly && liveConnectionPackages.has(specifier)) {
        breaches.push({ rule: 'app-wide-state', file: file.path, detail: `opens the live copy with ${specifier}` });
      }
      const target = resolveImport(file.path, specifier);
      if (!target) continue;
      if (topFolder(target) === 'app' && top !== 'app' && file.path !== 'main.tsx') {
        breaches.push({ rule: 'imports-shell', file: file.path, detail: `imports ${target}` });
      }
      const feature = featureOf(target);
      if (!feature || feature === own) continue;
      if (top !== 'app' && top !== 'features') {
        breaches.push({ rule: 'shared-imports-feature', file: file.path, detail: `imports ${target}` });
        continue;
      }
      if (target !== `features/${feature}`) {
        breaches.push({ rule: 'face', file: file.path, detail: `imports ${target}, inside features/${feature}` });
      }
      const taken = usedOfFaces.get(feature) ?? new Set<string>();
      for (const name of names) usedOfFaces.set(feature, taken.add(name));
      if (own) featureGraph.set(own, (featureGraph.get(own) ?? new Set()).add(feature));
    }
    if (top !== 'api' && networkCalls.some((name) => calls.has(name))) {
      breaches.push({ rule: 'fetch', file: file.path, detail: 'calls the network itself' });
    }
    if (own && contextCalls.some((name) => calls.has(name))) {
      breaches.push({ rule: 'app-wide-state', file: file.path, detail: 'creates a React context' });
    }
  }
  for (const [feature, offered] of faceExports) {
    const taken = usedOfFaces.get(feature) ?? new Set<string>();
    for (const name of offered.filter((one) => !taken.has(one) && !taken.has('*'))) {
      breaches.push({
        rule: 'face',
        file: `features/${feature}/index.ts`,
        detail: `offers ${name}, which no one outside imports`,
      });
    }
  }
  for (const cycle of cyclesOf(featureGraph)) {
    breaches.push({ rule: 'feature-cycle', file: `features/${cycle[0]}`, detail: cycle.join(' → ') });
  }
  return breaches;
}

/** Each circle of a graph once, written from its alphabetically first node and back to it. */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const found = new Map<string, string[]>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at !== -1) {
      const loop = trail.slice(at);
      const first = loop.indexOf([...loop].sort()[0]);
      const turned = [...loop.slice(first), ...loop.slice(0, first)];
      found.set(turned.join(' '), [...turned, turned[0]]);
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...found.values()];
}
