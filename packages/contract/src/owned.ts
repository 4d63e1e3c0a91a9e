import { messages } from './messages.js';
import { can, type PermissionHolder } from './permissions.js';

/** The models whose items have an owner (their `user`) and a right to change only one's own: Edit:own. */
export type OwnedModel = 'Cms' | 'Epaper' | 'Client';

/**
 * The one rule for every write on an owned item (DECISIONS, "How far EditOwn reaches"): `Edit`
 * reaches every item; `EditOwn` only the items the actor owns; without either, none. Removing
 * needs `Remove` beside it (the endpoint asks for that).
 */
export function mayChangeOwned(
  actor: PermissionHolder,
  model: OwnedModel,
  actorId: string,
  ownerId: string | null | undefined,
): boolean {
  if (can(actor, model, ['Edit'])) return true;
  return ownerId != null && ownerId === actorId && can(actor, model, ['EditOwn']);
}

/** Why `actor` may not change (or remove) this owned item — the message the server answers with — or null. */
export function ownedChangeRefusal(
  actor: PermissionHolder,
  model: OwnedModel,
  actorId: string,
  ownerId: string | null | undefined,
): string | null {
  if (mayChangeOwned(actor, model, actorId, ownerId)) return null;
  return can(actor, model, ['EditOwn']) ? messages.onlyOwnItems : messages.noPermission;
}

/** Removing an owned item (delete, trash, restore): `Remove` beside the right to change it. */
export function mayRemoveOwned(
  actor: PermissionHolder,
  model: OwnedModel,
  actorId: string,
  ownerId: string | null | undefined,
): boolean {
  return can(actor, model, ['Remove']) && mayChangeOwned(actor, model, actorId, ownerId);
}

/** Why `actor` may not remove this owned item, in the words of `ownedChangeRefusal`, or null. */
export function ownedRemovalRefusal(
  actor: PermissionHolder,
  model: OwnedModel,
  actorId: string,
  ownerId: string | null | undefined,
): string | null {
  if (mayRemoveOwned(actor, model, actorId, ownerId)) return null;
  return can(actor, model, ['EditOwn']) ? messages.onlyOwnItems : messages.noPermission;
}
