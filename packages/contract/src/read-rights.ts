import {
  can,
  type PermissionAction,
  type PermissionHolder,
  type PermissionModel,
  type Requirement,
} from './permissions.js';

/**
 * Who may read each model: the one definition every read endpoint of the catalogue and every
 * screen that shows the model (`routes.ts`) take, so an endpoint and its screen always agree.
 * Edit and EditOwn read too, by `can()`'s one rule (DECISIONS: a right to change a model lets
 * its holder read it); the catalogue snapshot spells them out.
 *
 * Content is read by whoever writes it (a new item opens in its editor) and by whoever publishes
 * it (the review queue); an e-paper's writer goes back to nothing but the list's own right (SPEC
 * §6 "manage Read"), its publisher to the list it publishes from.
 */
export const readRights = {
  User: ['Read'],
  Role: ['Read'],
  Asset: ['Read'],
  Category: ['Read'],
  Cms: ['Read', 'Write', 'Publish'],
  Menu: ['Read'],
  Epaper: ['Read', 'Publish'],
  Advertisement: ['Read'],
  Client: ['Read'],
  BreakingNews: ['Read'],
  RedirectUrl: ['Read'],
  Layout: ['Read'],
  Site: ['Read'],
  AuditLog: ['Read'],
} as const satisfies Record<PermissionModel, readonly PermissionAction[]>;

/**
 * The requirement to read `model`; `alsoActions` widen it for a call others need too (the
 * advertisement form's writer picks a client from the client options).
 */
export function readRight(model: PermissionModel, ...alsoActions: PermissionAction[]): Requirement {
  return { resource: model, actions: [...readRights[model], ...alsoActions] };
}

/**
 * Whether `user` may read `model`, by `readRight(model)`: the gate of a part of a screen, or of a
 * server read outside the catalogue, so it shows or gives exactly what the read endpoints give.
 */
export function mayRead(user: PermissionHolder | null | undefined, model: PermissionModel): boolean {
  const { resource, actions } = readRight(model);
  return can(user, resource, actions);
}

/** Content forms, the menu editor, the home sections and advertisements pick categories, so their users may read the list too. */
export const categoryReaders = {
  anyOf: [
    readRight('Category'),
    readRight('Cms'),
    readRight('Menu', 'Write'),
    readRight('Layout'),
    readRight('Advertisement', 'Write'),
  ],
} as const;

/** Whether `user` may read the category list, by the same `categoryReaders` its endpoints take (a picker's filter). */
export function mayReadCategories(user: PermissionHolder | null | undefined): boolean {
  return categoryReaders.anyOf.some(({ resource, actions }) => can(user, resource, actions));
}
