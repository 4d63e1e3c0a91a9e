import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import type { Api } from '../lib/route.js';
import { appModules } from './index.js';
import { buildModules, type Shared } from './registry.js';

const modulesDir = import.meta.dirname;
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The other modules a module's files import (type imports included). */
function importsOf(module: string): Set<string> {
  const found = new Set<string>();
  const dir = path.join(modulesDir, module);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, target] of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      if (target !== module) found.add(target);
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('no module imports another in a circle', () => {
    const graph = new Map(moduleNames.map((name) => [name, importsOf(name)]));
    const cycles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
        return;
      }
      for (const next of graph.get(name) ?? []) visit(next, [...trail, name]);
    };
    for (const name of moduleNames) visit(name, []);
    expect(cycles).toEqual([]);
  });

  it('every module registers exactly the endpoints of its own group in the catalogue', async () => {
    // Making modules only builds repos and services; a database that answers anything with itself is enough.
    const anything: unknown = new Proxy(() => undefined, { get: () => anything, apply: () => anything });
    /** A stand-in of type T: what `known` says, anything else answers anything. */
    const standIn = <T>(known: object = {}): T => {
      const proxy: unknown = new Proxy(known, {
        get: (target, key) => (key in target ? Reflect.get(target, key) : anything),
      });
      return proxy as T;
    };
    const config = standIn<Config>({
      uploadsPerMinute: 1,
      publicSiteUrl: null,
      publicSiteOrigin: null,
      publishIntervalMs: 0,
      publicCacheBytes: 1024,
      loginLimits: { perIpPerMinute: 1, failuresPerEmail: 1, emailWindowMinutes: 1 },
      ads: {
        flushMs: 1000,
        refreshMs: 1000,
        leadSeconds: 1,
        viewWindowSeconds: 1,
        requestsPerMinute: 1,
        clicksPerMinute: 1,
      },
    });
    const shared = standIn<Shared>({ config, answerAtFront: () => undefined });
    const built = await buildModules(appModules, shared);
    for (const [index, module] of appModules.entries()) {
      const registered: string[] = [];
      const api = standIn<Api>({
        route: (options: { method: string; url: string }) => registered.push(`${options.method} ${options.url}`),
        addHook: () => undefined,
      });
      await built.parts[index]?.api?.(api);
      const group = endpoints[module.name as keyof typeof endpoints];
      expect(group, `a catalogue group named ${module.name}`).toBeDefined();
      const own = Object.values(group).map((e) => `${e.method} ${e.path}`);
      expect(registered.sort(), module.name).toEqual(own.sort());
    }
  });
});
