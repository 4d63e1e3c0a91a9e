import { describe, expect, it } from 'vitest';
import { togglePermission } from './permission-grid';

describe('togglePermission', () => {
  it('adds actions in catalogue order', () => {
    const withEdit = togglePermission({}, 'User', 'Edit', true);
    expect(togglePermission(withEdit, 'User', 'Read', true)).toEqual({ User: ['Read', 'Edit'] });
  });

  it('drops a model when its last action is removed, leaving others alone', () => {
    const map = { User: ['Read' as const], Role: ['Read' as const, 'Write' as const] };
    expect(togglePermission(map, 'User', 'Read', false)).toEqual({ Role: ['Read', 'Write'] });
    expect(map.User).toEqual(['Read']);
  });
});
