import { describe, expect, it } from 'vitest';
import type { PermissionHolder } from './permissions.js';
import { mayRead, mayReadCategories } from './read-rights.js';

const user = (modelPermissions: PermissionHolder['modelPermissions'], isSuperAdmin = false): PermissionHolder => ({
  isSuperAdmin,
  modelPermissions,
});

describe('mayRead()', () => {
  it('admits content by Read, Write or Publish, and by Edit or Edit:own as every read does', () => {
    for (const action of ['Read', 'Write', 'Publish', 'Edit', 'EditOwn'] as const) {
      expect(mayRead(user({ Cms: [action] }), 'Cms'), action).toBe(true);
    }
    expect(mayRead(user({ Cms: ['Remove'] }), 'Cms')).toBe(false);
  });
  it('admits an e-paper by Read or Publish, not by Write alone', () => {
    expect(mayRead(user({ Epaper: ['Publish'] }), 'Epaper')).toBe(true);
    expect(mayRead(user({ Epaper: ['Write'] }), 'Epaper')).toBe(false);
  });
  it('asks Read of the other models, with Edit implying it, and nothing of another model', () => {
    expect(mayRead(user({ BreakingNews: ['Read'] }), 'BreakingNews')).toBe(true);
    expect(mayRead(user({ Advertisement: ['Edit'] }), 'Advertisement')).toBe(true);
    expect(mayRead(user({ Layout: ['Read'] }), 'BreakingNews')).toBe(false);
    expect(mayRead(user({ BreakingNews: ['Write'] }), 'BreakingNews')).toBe(false);
  });
  it('admits a super admin and refuses the signed-out', () => {
    expect(mayRead(user({}, true), 'AuditLog')).toBe(true);
    expect(mayRead(null, 'Cms')).toBe(false);
  });
});

describe('mayReadCategories()', () => {
  it('admits whoever picks or shows categories: their readers, content, menus (a reader opens a menu with its categories), the home page, advertisement writers', () => {
    expect(mayReadCategories(user({ Category: ['Read'] }))).toBe(true);
    expect(mayReadCategories(user({ Cms: ['Publish'] }))).toBe(true);
    expect(mayReadCategories(user({ Menu: ['Write'] }))).toBe(true);
    expect(mayReadCategories(user({ Menu: ['Read'] }))).toBe(true);
    expect(mayReadCategories(user({ Layout: ['Read'] }))).toBe(true);
    expect(mayReadCategories(user({ Advertisement: ['Write'] }))).toBe(true);
  });
  it('refuses the rest', () => {
    expect(mayReadCategories(user({ BreakingNews: ['Read'], Client: ['Read'] }))).toBe(false);
    expect(mayReadCategories(null)).toBe(false);
  });
});
