import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { mayChangeOwned, mayRemoveOwned, type OwnedModel, ownedChangeRefusal, ownedRemovalRefusal } from './owned.js';
import type { PermissionAction } from './permissions.js';

const holder = (model: OwnedModel, actions: PermissionAction[]) => ({
  isSuperAdmin: false,
  modelPermissions: { [model]: actions },
});

describe('one rule for every owned model', () => {
  for (const model of ['Cms', 'Epaper', 'Client'] as const) {
    it(`${model}: Edit reaches every item, Edit:own only its own, Remove or Write alone none`, () => {
      expect(mayChangeOwned(holder(model, ['Edit']), model, 'me', 'other')).toBe(true);
      expect(mayChangeOwned(holder(model, ['EditOwn', 'Remove']), model, 'me', 'me')).toBe(true);
      expect(ownedChangeRefusal(holder(model, ['EditOwn', 'Remove']), model, 'me', 'other')).toBe(
        messages.onlyOwnItems,
      );
      expect(ownedChangeRefusal(holder(model, ['EditOwn']), model, 'me', null)).toBe(messages.onlyOwnItems);
      expect(ownedChangeRefusal(holder(model, ['Write', 'Remove']), model, 'me', 'me')).toBe(messages.noPermission);
      expect(mayChangeOwned({ isSuperAdmin: true, modelPermissions: {} }, model, 'me', 'other')).toBe(true);
    });
  }
});

describe('removing an owned item', () => {
  for (const model of ['Cms', 'Epaper', 'Client'] as const) {
    it(`${model}: needs Remove beside the right to change it, refused in the same words`, () => {
      expect(mayRemoveOwned(holder(model, ['EditOwn', 'Remove']), model, 'me', 'me')).toBe(true);
      expect(mayRemoveOwned(holder(model, ['Edit']), model, 'me', 'me')).toBe(false);
      expect(ownedRemovalRefusal(holder(model, ['EditOwn', 'Remove']), model, 'me', 'other')).toBe(
        messages.onlyOwnItems,
      );
      expect(ownedRemovalRefusal(holder(model, ['Remove']), model, 'me', 'me')).toBe(messages.noPermission);
      expect(ownedRemovalRefusal(holder(model, ['Edit', 'Remove']), model, 'me', 'other')).toBeNull();
    });
  }
});
