// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BoundaryRule, boundaryBreaches, describeBreach, type SourceFile } from '../build/import-boundaries';

const src = import.meta.dirname;
const tree: SourceFile[] = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ path: file.split(path.sep).join('/'), source: readFileSync(path.join(src, file), 'utf8') }));

/** Faces for the probes' features, so a probe breaks only the rule it is about. */
const faces = ['auth', 'cms', 'epapers', 'notes', 'users'].map((name) => ({
  path: `features/${name}/index.ts`,
  source: '',
}));
const file = (at: string, source: string): SourceFile => ({ path: at, source });

/** Each of `breaks` (one file, or the files a circle needs) is refused for `rule` alone; `keeps` pass together. */
interface Probe {
  rule: BoundaryRule;
  breaks: (SourceFile | SourceFile[])[];
  keeps: SourceFile[];
}

const probes: Probe[] = [
  {
    rule: 'face',
    breaks: [
      file('features/epapers/probe.tsx', "import { ContentFilterForm } from '../cms/list/content-filter-form';"),
      file('app/probe.tsx', "import { useMentions } from '../features/notes/notes-api';"),
      file('app/router-probe.tsx', "export const list = () => import('../features/users/user-list-page');"),
      file('features/redirects/redirect-page.tsx', 'export const page = 1;'),
      file('features/users/index.ts', "export { usePatchUser } from './users-api';"),
    ],
    keeps: [
      file('features/epapers/probe.tsx', "import { ContentFilterForm } from '../cms';"),
      file('app/probe.tsx', "import { useMentions } from '../features/notes/index.ts';"),
      file('features/users/index.ts', "export const userScreens = { list: () => import('./user-list-page') };"),
      file(
        'app/router-probe.tsx',
        "import { userScreens } from '../features/users';\nexport const list = userScreens.list;",
      ),
    ],
  },
  {
    rule: 'shared-imports-feature',
    breaks: [
      file('components/probe.tsx', "import { PasswordForm } from '../features/auth';"),
      file('lib/probe.ts', "import type { SectionNotes } from '../features/notes';"),
      file('live/probe.ts', "export { useMentions } from '../features/notes';"),
      file('session/probe.ts', "const users = () => import('../features/users');"),
    ],
    keeps: [
      file(
        'components/probe.tsx',
        "import { formatDate } from '../lib/format';\nimport { useMe } from '../session/session';",
      ),
    ],
  },
  {
    rule: 'feature-cycle',
    breaks: [
      [
        file('features/cms/probe.tsx', "import { NotesDrawer } from '../notes';"),
        file('features/notes/probe.tsx', "import { useCreateCms } from '../cms';"),
      ],
      [
        file('features/cms/probe.tsx', "import { NotesDrawer } from '../notes';"),
        file('features/notes/probe.tsx', "import { useUserOptions } from '../users';"),
        file('features/users/probe.tsx', "import type { ListFilters } from '../cms';"),
      ],
    ],
    keeps: [
      file('features/cms/probe.tsx', "import { NotesDrawer } from '../notes';"),
      file('features/notes/probe.tsx', "import { useUserOptions } from '../users';"),
    ],
  },
  {
    rule: 'imports-shell',
    breaks: [
      file('features/users/probe.tsx', "import { canOpen } from '../../app/can-open';"),
      file('components/probe.tsx', "import { theme } from '../app/theme';"),
    ],
    keeps: [
      file('main.tsx', "import { createAppRouter } from './app/router';"),
      file('app/probe.tsx', "import { theme } from './theme';"),
    ],
  },
  {
    rule: 'fetch',
    breaks: [
      file('lib/probe.ts', "export const load = () => fetch('/api/user');"),
      file('features/users/probe.ts', "export const load = () => window.fetch('/api/user');"),
      file('components/probe.ts', 'export const request = new XMLHttpRequest();'),
    ],
    keeps: [
      file('api/probe.ts', "export const load = () => fetch('/api/user');"),
      file(
        'lib/probe.ts',
        "// fetch('/api/user') is callApi's job\nexport const text = 'fetch(1)';\nexport const read = (client: { fetchQuery: () => void }) => client.fetchQuery();",
      ),
    ],
  },
  {
    rule: 'app-wide-state',
    breaks: [
      file(
        'features/notes/probe.tsx',
        "import { createContext } from 'react';\nexport const NoteContext = createContext(null);",
      ),
      file('features/notes/probe.ts', "import { HocuspocusProvider } from '@hocuspocus/provider';"),
      file('features/cms/probe.ts', "import { IndexeddbPersistence } from 'y-indexeddb';"),
    ],
    keeps: [
      file(
        'session/probe.tsx',
        "import { createContext } from 'react';\nexport const SessionContext = createContext(null);",
      ),
      file('live/probe.ts', "import { HocuspocusProvider } from '@hocuspocus/provider';"),
      file('features/cms/probe.ts', "import type { HocuspocusProvider } from '@hocuspocus/provider';"),
    ],
  },
];

describe('the import rules of apps/web/src (ADR 0036)', () => {
  // Parsing all of src/ takes a second alone, and several times that beside other test files.
  it('hold for every file', { timeout: 30_000 }, () => {
    expect(boundaryBreaches(tree).map(describeBreach)).toEqual([]);
  });

  it('read every kind of import: static, type-only, re-exports and import()', () => {
    const source = [
      "import type { A } from '../cms/a';",
      "import { b } from '../cms/b';",
      "export { c } from '../cms/c';",
      "export * from '../cms/d';",
      "const e = () => import('../cms/e');",
    ].join('\n');
    const found = boundaryBreaches([...faces, file('features/notes/probe.ts', source)]);
    expect(found.map((breach) => breach.detail)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => `imports features/cms/${name}, inside features/cms`),
    );
  });

  for (const { rule, breaks, keeps } of probes) {
    it(`refuse a file breaking "${rule}" and pass one keeping it`, () => {
      for (const probe of breaks) {
        const probeFiles = [probe].flat();
        const found = boundaryBreaches([...faces, ...probeFiles]);
        expect(
          found.map((breach) => breach.rule),
          probeFiles[0].path,
        ).toEqual([rule]);
      }
      expect(boundaryBreaches([...faces, ...keeps]).map(describeBreach)).toEqual([]);
    });
  }
});
