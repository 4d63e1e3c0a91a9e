import { describe, expect, it } from 'vitest';
import {
  actionsSatisfying,
  can,
  mergePermissions,
  modelActions,
  modelPermissionsSchema,
  permissionModels,
  permissionsBeyond,
} from './permissions.js';

const reporter = { isSuperAdmin: false, modelPermissions: { Cms: ['Read', 'Write'] as const } };
const user = (modelPermissions: Record<string, string[]>, isSuperAdmin = false) =>
  ({ isSuperAdmin, modelPermissions }) as Parameters<typeof can>[0];

describe('can()', () => {
  it('grants when the map lists the resource with at least one of the actions', () => {
    expect(can(user(reporter.modelPermissions as never), 'Cms', ['Edit', 'Write'])).toBe(true);
    expect(can(user(reporter.modelPermissions as never), 'Cms', ['Edit', 'EditOwn'])).toBe(false);
  });
  it('refuses a resource missing from the map', () => {
    expect(can(user({ Cms: ['Read'] }), 'User', ['Read'])).toBe(false);
  });
  it('grants a super admin everything', () => {
    expect(can(user({}, true), 'Role', ['Edit'])).toBe(true);
  });
  it('grants any signed-in user when no resource is named, and nobody when signed out', () => {
    expect(can(user({}), undefined, ['Read'])).toBe(true);
    expect(can(null, undefined)).toBe(false);
  });
  it('lets Edit, and EditOwn, read (DECISIONS), and nothing else by implication', () => {
    expect(can(user({ BreakingNews: ['Edit'] }), 'BreakingNews', ['Read'])).toBe(true);
    expect(can(user({ Client: ['EditOwn'] }), 'Client', ['Read'])).toBe(true);
    expect(can(user({ BreakingNews: ['Edit'] }), 'BreakingNews', ['Write'])).toBe(false);
    expect(can(user({ BreakingNews: ['Read'] }), 'BreakingNews', ['Edit'])).toBe(false);
    expect(can(user({ BreakingNews: ['Write', 'Remove'] }), 'BreakingNews', ['Read'])).toBe(false);
    expect(can(user({ Cms: ['Edit'] }), 'BreakingNews', ['Read'])).toBe(false);
  });
  it('names every action that satisfies a requirement, EditOwn only where the model has it', () => {
    expect(actionsSatisfying('BreakingNews', ['Read'])).toEqual(['Read', 'Edit']);
    expect(actionsSatisfying('Cms', ['Read', 'Publish'])).toEqual(['Read', 'Edit', 'EditOwn', 'Publish']);
    expect(actionsSatisfying('AuditLog', ['Read'])).toEqual(['Read']);
    expect(actionsSatisfying('Cms', ['Write'])).toEqual(['Write']);
  });
  it('refuses an empty action list on a named resource', () => {
    expect(can(user({ Cms: ['Read'] }), 'Cms', [])).toBe(false);
  });
});

describe('permission maps', () => {
  it('merges roles: the union, each action once, in catalogue order', () => {
    expect(mergePermissions([{ Cms: ['Write', 'Read'] }, { Cms: ['Read', 'Publish'], User: ['Read'] }])).toEqual({
      User: ['Read'],
      Cms: ['Read', 'Write', 'Publish'],
    });
    expect(mergePermissions([])).toEqual({});
  });

  it('names the rights beyond the holder, none for a super admin', () => {
    const holder = { isSuperAdmin: false, modelPermissions: { Cms: ['Read' as const] } };
    expect(permissionsBeyond(holder, { Cms: ['Read', 'Publish'], User: ['Read'] })).toEqual({
      Cms: ['Publish'],
      User: ['Read'],
    });
    expect(permissionsBeyond({ ...holder, isSuperAdmin: true }, { User: ['Edit'] })).toEqual({});
    // Read is within the rights of a holder of Edit, who reads by implication.
    const editor = { isSuperAdmin: false, modelPermissions: { Menu: ['Edit' as const] } };
    expect(permissionsBeyond(editor, { Menu: ['Read', 'Edit', 'Remove'] })).toEqual({ Menu: ['Remove'] });
  });

  it('accepts every model × action of the catalogue and refuses the rest', () => {
    const everything = Object.fromEntries(permissionModels.map((m) => [m, [...modelActions[m]]]));
    expect(modelPermissionsSchema.safeParse(everything).success).toBe(true);
    const wrong = modelPermissionsSchema.safeParse({ Role: ['Publish'] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0].message).toBe('Publish does not apply to Role');
    expect(modelPermissionsSchema.safeParse({ Nope: ['Read'] }).success).toBe(false);
  });
});
