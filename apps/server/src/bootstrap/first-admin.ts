import { randomBytes } from 'node:crypto';
import type { ModelPermissions } from '@masthead/contract';
import { modelActions, normaliseEmail, permissionModels } from '@masthead/contract';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';

export const SUPER_ADMIN_ROLE = 'Super Admin';

function everyRight(): ModelPermissions {
  return Object.fromEntries(permissionModels.map((model) => [model, [...modelActions[model]]]));
}

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword: string | null;
}

/**
 * On an empty database: one super admin holding a role nobody can edit, from
 * ADMIN_EMAIL/ADMIN_PASSWORD or admin@example.com with a random password. Either password was
 * chosen by whoever started the server, so it is one-time: its holder chooses their own at the
 * first sign-in (`oneTimePassword: false` only for in-process test and bench set-ups).
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string | null; password: string | null; oneTimePassword?: boolean },
): Promise<FirstAdmin | null> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(7240001)`);
    const [{ total }] = await tx.select({ total: count() }).from(users);
    if (total > 0) return null;
    const email = normaliseEmail(options.email ?? 'admin@example.com');
    const generatedPassword = options.password ? null : randomBytes(12).toString('base64url');
    const password = options.password ?? (generatedPassword as string);
    const [role] = await tx
      .insert(roles)
      .values({
        name: SUPER_ADMIN_ROLE,
        description: 'Every right on every model',
        isEditable: false,
        modelPermissions: everyRight(),
      })
      .returning({ id: roles.id });
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Administrator',
        email,
        phone: '',
        passwordHash: await hashPassword(password),
        isSuperAdmin: true,
        mustChangePassword: options.oneTimePassword ?? true,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return { email, generatedPassword };
  });
}
