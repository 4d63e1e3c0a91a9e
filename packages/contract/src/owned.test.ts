import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { mayChangeOwned, type OwnedModel, ownedChangeRefusal } from './owned.js';
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
