import { z } from 'zod';

/** Every model a role can grant rights on. */
export const permissionModels = [
  'User',
  'Role',
  'Asset',
  'Category',
  'Cms',
  'Menu',
  'Epaper',
  'Advertisement',
  'Client',
  'BreakingNews',
  'RedirectUrl',
  'Layout',
  'Site',
  'AuditLog',
] as const;
export type PermissionModel = (typeof permissionModels)[number];

export const permissionActions = ['Read', 'Write', 'Edit', 'EditOwn', 'Remove', 'Publish'] as const;
export type PermissionAction = (typeof permissionActions)[number];

export const permissionModelLabels: Record<PermissionModel, string> = {
  User: 'User',
  Role: 'Role',
  Asset: 'Media',
  Category: 'Category',
  Cms: 'Article',
  Menu: 'Menu',
  Epaper: 'Epaper',
  Advertisement: 'Advertisement',
  Client: 'Client',
  BreakingNews: 'Breaking News',
  RedirectUrl: 'Redirect Url',
  Layout: 'Home Layout',
  Site: 'Site',
  AuditLog: 'Audit Log',
};

export const permissionActionLabels: Record<PermissionAction, string> = {
  Read: 'Read',
  Write: 'Write',
  Edit: 'Edit',
  EditOwn: 'Edit:own',
  Remove: 'Remove',
  Publish: 'Publish',
};

const crud: PermissionAction[] = ['Read', 'Write', 'Edit', 'Remove'];
const owned: PermissionAction[] = ['Read', 'Write', 'Edit', 'EditOwn', 'Remove'];

/** Which actions mean something for each model: the role form's grid shows exactly these. */
export const modelActions: Record<PermissionModel, readonly PermissionAction[]> = {
  User: ['Read', 'Write', 'Edit'],
  Role: ['Read', 'Write', 'Edit'],
  Asset: ['Read', 'Write', 'Remove'],
  Category: crud,
  Cms: [...owned, 'Publish'],
  Menu: crud,
  Epaper: [...owned, 'Publish'],
  Advertisement: crud,
  Client: owned,
  BreakingNews: crud,
  RedirectUrl: crud,
  Layout: ['Read', 'Edit'],
  Site: ['Read', 'Edit'],
  AuditLog: ['Read'],
};

/**
 * Rights as an answer carries them: a model → actions map the server built from roles that were
 * checked when they were saved, so its answers are not checked again action by action (ADR 0052).
 */
export const grantedRightsSchema = z.partialRecord(z.enum(permissionModels), z.array(z.enum(permissionActions)));

/** Rights as a role is given them: each action must apply to its model. */
export const modelPermissionsSchema = grantedRightsSchema.superRefine((map, ctx) => {
  for (const [model, actions] of Object.entries(map) as [PermissionModel, PermissionAction[]][]) {
    for (const action of actions ?? []) {
      if (!modelActions[model].includes(action)) {
        ctx.addIssue({
          code: 'custom',
          path: [model],
          message: `${permissionActionLabels[action]} does not apply to ${permissionModelLabels[model]}`,
        });
      }
    }
  }
});
export type ModelPermissions = Partial<Record<PermissionModel, PermissionAction[]>>;

export interface PermissionHolder {
  isSuperAdmin: boolean;
  modelPermissions: ModelPermissions;
}

/**
 * The one place where a right implies another (DECISIONS: a right to `Edit` a model also lets its
 * holder read that model's list and items). `EditOwn` counts too: its holder edits items it must
 * first find in the list, and SPEC's screens for e-papers, clients and content open with it.
 */
const readImpliedBy: readonly PermissionAction[] = ['Edit', 'EditOwn'];

/** Whether a map's actions on a model include `action`, directly or by implication. */
function grants(granted: readonly PermissionAction[], action: PermissionAction): boolean {
  if (granted.includes(action)) return true;
  return action === 'Read' && readImpliedBy.some((a) => granted.includes(a));
}

/**
 * Every action that satisfies a requirement of `actions` on `resource`: the asked ones and, for
 * Read, the ones implying it that the model has (the catalogue snapshot shows these).
 */
export function actionsSatisfying(resource: PermissionModel, actions: readonly PermissionAction[]): PermissionAction[] {
  return permissionActions.filter(
    (action) =>
      actions.includes(action) ||
      (actions.includes('Read') && readImpliedBy.includes(action) && modelActions[resource].includes(action)),
  );
}

/**
 * Access is granted to a super admin, or when the user's permission map lists the
 * resource with at least one of the actions (Read also by Edit or EditOwn), or when no
 * resource is named.
 */
export function can(
  user: PermissionHolder | null | undefined,
  resource?: PermissionModel | null,
  actions: readonly PermissionAction[] = [],
): boolean {
  if (!user) return false;
  if (!resource) return true;
  if (user.isSuperAdmin) return true;
  const granted = user.modelPermissions[resource];
  if (!granted) return false;
  return actions.some((action) => grants(granted, action));
}

/** Union of several roles' maps, each action listed once, in catalogue order. */
export function mergePermissions(maps: readonly ModelPermissions[]): ModelPermissions {
  const merged: ModelPermissions = {};
  for (const model of permissionModels) {
    const actions = new Set<PermissionAction>();
    for (const map of maps) for (const action of map[model] ?? []) actions.add(action);
    if (actions.size > 0) merged[model] = permissionActions.filter((a) => actions.has(a));
  }
  return merged;
}

/** The rights in `wanted` that `holder` does not hold itself, directly or by implication (empty for a super admin). */
export function permissionsBeyond(holder: PermissionHolder, wanted: ModelPermissions): ModelPermissions {
  if (holder.isSuperAdmin) return {};
  const beyond: ModelPermissions = {};
  for (const model of permissionModels) {
    const held = holder.modelPermissions[model] ?? [];
    const extra = (wanted[model] ?? []).filter((a) => !grants(held, a));
    if (extra.length > 0) beyond[model] = extra;
  }
  return beyond;
}

/** What a route needs: a resource and any one of the actions. */
export interface Requirement {
  resource: PermissionModel;
  actions: readonly PermissionAction[];
}
