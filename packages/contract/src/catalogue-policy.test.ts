import { describe, expect, it } from 'vitest';
import { auditedCallOf } from './audit-words.js';
import {
  COLLAB_PATH,
  collabSocketUrl,
  inboxCopyName,
  parseCopyName,
  parseInboxName,
  proposalCopyName,
  sharedCopyName,
} from './collab-socket.js';
import { type Endpoint, rateLimits } from './endpoint.js';
import { allEndpoints, endpoints } from './endpoints.js';
import { readRight } from './read-rights.js';
import { paths, screenRequirements } from './routes.js';

describe('the policy declared on each endpoint', () => {
  it('tells a write, a sign-in and a call the audit log leaves alone', () => {
    expect(auditedCallOf(endpoints.cms.update)).toMatchObject({ key: 'cms.update', signIn: false });
    expect(auditedCallOf(endpoints.auth.login)).toMatchObject({ key: 'auth.login', signIn: true });
    expect(auditedCallOf(endpoints.metrics.recordWebVital)).toBeNull();
    expect(auditedCallOf(endpoints.notification.readAll)).toBeNull();
    expect(auditedCallOf(endpoints.cms.list)).toBeNull();
  });

  it('keeps exactly the delivery reads, and limits only by names the contract knows', () => {
    const kept = allEndpoints.filter((e) => e.publicCache).map((e) => e.path);
    expect(kept.sort()).toEqual(
      Object.values(endpoints.public)
        .map((e: Endpoint) => e.path)
        .sort(),
    );
    for (const e of allEndpoints) {
      if (e.publicCache) expect(e.method, e.path).toBe('GET');
      if (e.rateLimit) expect(Object.keys(rateLimits)).toContain(e.rateLimit);
    }
    expect(endpoints.asset.upload.rateLimit).toBe('upload');
  });
});

describe('who may read a model', () => {
  it('is the same for a screen and the API reads behind it', () => {
    const pairs: [string, Endpoint][] = [
      [paths.users, endpoints.user.list],
      [paths.roles, endpoints.role.get],
      [paths.articles, endpoints.cms.list],
      [paths.articleEdit, endpoints.cms.get],
      [paths.menus, endpoints.menu.list],
      [paths.epapers, endpoints.epaper.list],
      [paths.advertisements, endpoints.advertisement.list],
      [paths.advertisementReport, endpoints.advertisement.report],
      [paths.clientReport, endpoints.advertisement.clientReport],
      [paths.clients, endpoints.client.list],
      [paths.redirects, endpoints.redirect.list],
      [paths.breakingNews, endpoints.breakingNews.list],
      [paths.homeTopHeadline, endpoints.layout.get],
      [paths.siteManagement, endpoints.site.get],
      [paths.auditLog, endpoints.audit.list],
    ];
    for (const [screen, e] of pairs) expect(screenRequirements[screen], screen).toEqual(e.permission);
  });

  it('lets e-papers be read by Read or Publish (not Write alone), content by Read, Write or Publish', () => {
    expect(readRight('Epaper').actions).toEqual(['Read', 'Publish']);
    expect(readRight('Cms').actions).toEqual(['Read', 'Write', 'Publish']);
    expect(readRight('Advertisement', 'Write').actions).toEqual(['Read', 'Write']);
  });
});

describe('the collaboration socket', () => {
  it('builds and reads back every document name, and its address', () => {
    expect(parseCopyName(sharedCopyName('item'))).toEqual({ itemId: 'item', proposalOf: null });
    expect(parseCopyName(proposalCopyName('item', 'u'))).toEqual({ itemId: 'item', proposalOf: 'u' });
    expect(parseCopyName(inboxCopyName('u'))).toBeNull();
    expect(parseInboxName(inboxCopyName('u'))).toBe('u');
    expect(parseInboxName(sharedCopyName('item'))).toBeNull();
    expect(collabSocketUrl('https://news.example')).toBe(`wss://news.example${COLLAB_PATH}`);
    expect(collabSocketUrl('http://localhost:3000')).toBe('ws://localhost:3000/collab');
  });
});
