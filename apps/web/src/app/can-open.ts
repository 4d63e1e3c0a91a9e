import { can, type PermissionHolder, screenRequirements } from '@masthead/contract';

/**
 * Whether the user may open a screen path, by the contract's route table. Apart from the menu
 * (its icons) because the route gate needs it on the sign-in screen's first download.
 */
export function canOpen(user: PermissionHolder | null | undefined, path: string): boolean {
  const requirement = screenRequirements[path];
  return can(user, requirement?.resource, requirement?.actions);
}
