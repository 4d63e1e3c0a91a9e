import { describe, expect, it } from 'vitest';
import {
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
