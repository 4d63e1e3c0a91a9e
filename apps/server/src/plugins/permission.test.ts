import {
  allEndpoints,
  describePermission,
  modelActions,
  type PermissionAction,
  permissionModels,
} from '@masthead/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { type DeclaredRoute, registerPermissionGuard } from './permission.js';

let t: TestApp;
/** Every /api route the server registers, with its declaration. */
const routes: DeclaredRoute[] = [];

beforeAll(async () => {
  t = await createTestApp();
  routes.push(...t.app.declaredRoutes);
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('the route walk', () => {
  it('finds every route with a declaration', () => {
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuses an anonymous caller (401) on every route that is not public', async () => {
    for (const route of routes.filter((r) => !('public' in r.permission))) {
      const response = await t.call({ method: route.method as 'GET', url: concrete(route.url), payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a signed-in caller without the permission (403) on every guarded route', async () => {
    const nobody = await t.userWith({});
    const guarded = routes.filter((r) => 'resource' in r.permission || 'anyOf' in r.permission);
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    for (const route of guarded) {
      const response = await t.call({
        method: route.method as 'GET',
        url: concrete(route.url),
        token: nobody.token,
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets a holder of Edit, or EditOwn where the model has it, call every GET that needs Read of that model', async () => {
    let walked = 0;
    for (const model of permissionModels) {
      const readers = allEndpoints.filter((e) => {
        if (e.method !== 'GET') return false;
        const requirements =
          'anyOf' in e.permission ? e.permission.anyOf : 'resource' in e.permission ? [e.permission] : [];
        return requirements.some((r) => r.resource === model && r.actions.includes('Read'));
      });
      const changers = (['Edit', 'EditOwn'] as const).filter((a: PermissionAction) => modelActions[model].includes(a));
      for (const action of changers) {
        const holder = await t.userWith({ [model]: [action] }, `Only ${model} ${action}`);
        for (const e of readers) {
          const response = await t.call({ method: 'GET', url: concrete(`/api${e.path}`), token: holder.token });
          const what = `${model}: ${action} → GET ${e.path}`;
          expect([401, 403], what).not.toContain(response.statusCode);
          expect(response.statusCode, what).toBeLessThan(500);
          walked++;
        }
      }
    }
    // Every model with Edit and a list reads it: user, role, category, content, menu, e-paper, ads, clients, breaking news, redirects, layout, site.
    expect(walked).toBeGreaterThanOrEqual(40);
  });

  it("registers exactly the contract's catalogue, each route with the catalogue's permission", () => {
    const registered = routes.map((r) => `${r.method} ${r.url} ${describePermission(r.permission)}`).sort();
    const catalogue = allEndpoints.map((e) => `${e.method} /api${e.path} ${describePermission(e.permission)}`).sort();
    expect(registered).toEqual(catalogue);
  });

  it('keeps the catalogue with every permission in a snapshot: loosening a guard changes it', async () => {
    const lines = allEndpoints.map(
      (e) => `${e.method.padEnd(6)} /api${e.path.padEnd(32)} ${describePermission(e.permission)}`,
    );
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/endpoint-catalogue.txt');
  });
});

describe('the guard', () => {
  it('refuses to start with an /api route that declares no permission', async () => {
    const app = Fastify();
    registerPermissionGuard(app, { publicPrefixes: [], resolveActor: async () => null });
    expect(() => app.get('/api/undeclared', async () => 'hello')).toThrow(/declares no permission/);
    await app.close();
  });
});
