import type { Endpoint, Requirement, RoutePermission } from '@masthead/contract';
import { API_BASE, can, messages } from '@masthead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor.js';
import { forbidden, unauthorized } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** The catalogue's endpoint a route serves (`route()` puts it here): its policy is read from it. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declaration, as registered. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

export function requirementsOf(permission: RoutePermission): readonly Requirement[] {
  if ('anyOf' in permission) return permission.anyOf;
  if ('resource' in permission) return [permission];
  return [];
}

export function isPublic(permission: RoutePermission): boolean {
  return 'public' in permission;
}

export interface PermissionGuardOptions {
  /** Paths that belong to libraries (the API docs) and are public by nature. */
  publicPrefixes: readonly string[];
  resolveActor(request: FastifyRequest): Promise<Actor | null>;
  /** Calls open to a user signed in with a one-time password: changing it, reading oneself, signing out. */
  openBeforePasswordChange?: readonly Endpoint[];
}

/**
 * One hook enforces every route's declaration; registering an /api route without one
 * throws, so the server refuses to start.
 */
export function registerPermissionGuard(app: FastifyInstance, options: PermissionGuardOptions): void {
  app.decorateRequest('actor', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_BASE}/`)) return;
    if (options.publicPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, permission: { public: true } };
      return;
    }
    const permission = (route.config as { permission?: RoutePermission } | undefined)?.permission;
    if (!permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
    // HEAD follows its GET, OPTIONS answers preflights (plugins/public-cors.ts): neither is a call of the catalogue.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') declared.push({ method, url: route.url, permission });
    }
  });
  const openBeforePasswordChange = new Set(options.openBeforePasswordChange);
  const admit = async (request: FastifyRequest, permission: RoutePermission) => {
    const actor = await options.resolveActor(request);
    if (!actor) throw unauthorized();
    request.actor = actor;
    const endpoint = request.routeOptions.config.endpoint;
    const open = endpoint && endpoint.method === request.method && openBeforePasswordChange.has(endpoint);
    if (actor.mustChangePassword && !open) {
      throw forbidden(messages.passwordChangeRequired);
    }
    const requirements = requirementsOf(permission);
    if (requirements.length > 0 && !requirements.some((r) => can(actor, r.resource, r.actions))) {
      throw forbidden();
    }
  };
  // A callback hook: a public call (the delivery API's every request) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || isPublic(permission)) {
      done();
      return;
    }
    admit(request, permission).then(() => done(), done);
  });
}

/** The actor of a route that is not public; the guard has already refused anonymous calls. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
