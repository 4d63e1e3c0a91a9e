import { z } from 'zod';
import { expectedVersionSchema, generalStatusSchema, idSchema, optionalText, requiredText } from './common.js';
import { messages } from './messages.js';
import { can, grantedRightsSchema, type PermissionHolder, permissionsBeyond } from './permissions.js';

const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(254, { error: messages.emailInvalid, abort: true })
  .pipe(z.email({ error: messages.emailInvalid }));

const phone = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, { error: messages.phoneRequired, abort: true })
  .regex(/^\+?[0-9 ()-]{5,20}$/, { error: messages.phoneInvalid });

const password = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(8, { error: messages.passwordTooShort, abort: true })
  .max(128, { error: messages.passwordTooLong });

const confirmPassword = z
  .string({ error: messages.confirmPasswordRequired })
  .min(1, { error: messages.confirmPasswordRequired });

function passwordsMatch<T extends { password?: string; confirmPassword?: string }>(value: T) {
  return !value.password || !value.confirmPassword || value.password === value.confirmPassword;
}
const mismatch = { error: messages.passwordsDoNotMatch, path: ['confirmPassword'] };

export const roleRefSchema = z.object({ _id: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

export const assetRefSchema = z.object({ _id: z.string(), url: z.string(), name: z.string() });
export type AssetRef = z.infer<typeof assetRefSchema>;

const address = {
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  pincode: optionalText(20),
};

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(roleRefSchema),
  status: generalStatusSchema,
  isSuperAdmin: z.boolean(),
  image: assetRefSchema.nullable(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  pincode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The union of the rights of every role the user holds, enabled or not: what it could do. */
  modelPermissions: grantedRightsSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * Why `actor` may not change `target` (edit, e-mail, password, block), or null when it may.
 * One's own account is the self-update's business. A super admin is changed only by a super
 * admin; anyone else only by a user who holds every right the target's roles grant, so that
 * nobody takes over an account that can do more than they can.
 */
export function userChangeRefusal(
  actor: PermissionHolder & { _id: string },
  target: Pick<User, '_id' | 'isSuperAdmin' | 'modelPermissions'>,
): string | null {
  if (actor._id === target._id) return null;
  if (!can(actor, 'User', ['Edit'])) return messages.noPermission;
  if (target.isSuperAdmin && !actor.isSuperAdmin) return messages.superAdminProtected;
  if (Object.keys(permissionsBeyond(actor, target.modelPermissions)).length > 0) return messages.userBeyondYourRights;
  return null;
}

/** The signed-in user, whose `modelPermissions` are the union of its enabled roles' rights only. */
export const meSchema = userSchema.extend({
  /** Signed in with a one-time password (the first admin's): only choosing a new one is allowed. */
  mustChangePassword: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;

export const userCreateSchema = z
  .object({
    email,
    name: requiredText(messages.nameRequired, 100),
    phone,
    roles: z.array(idSchema).max(50).default([]),
    image: idSchema.nullable().optional(),
    password,
    confirmPassword,
    ...address,
  })
  .refine(passwordsMatch, mismatch);
export type UserCreate = z.input<typeof userCreateSchema>;

/** Edit of a user by someone holding User: Edit. */
export const userEditFields = z.object({
  email: email.optional(),
  name: requiredText(messages.nameRequired, 100).optional(),
  phone: phone.optional(),
  roles: z.array(idSchema).max(50).optional(),
  image: idSchema.nullable().optional(),
  status: z.enum(['Enable', 'Disable']).optional(),
  isSuperAdmin: z.boolean().optional(),
  ...address,
});

/**
 * `PATCH /api/user`: the body names the user by `_id`. It carries either a password
 * change (`password` + `confirmPassword`), or profile/edit fields, or a status.
 */
export const userPatchSchema = userEditFields
  .extend({
    _id: idSchema,
    password: password.optional(),
    confirmPassword: confirmPassword.optional(),
    /** Needed, and checked, when users change their own password. */
    currentPassword: z.string().max(128, { error: messages.currentPasswordWrong }).optional(),
    updatedAt: expectedVersionSchema,
  })
  .refine((v) => v.password === undefined || v.confirmPassword !== undefined, {
    error: messages.confirmPasswordRequired,
    path: ['confirmPassword'],
  })
  .refine(passwordsMatch, mismatch);
export type UserPatch = z.input<typeof userPatchSchema>;

/** The browser's forms: the same rules, the shapes the screens hold. */
export const passwordChangeSchema = z.object({ password, confirmPassword }).refine(passwordsMatch, mismatch);
export type PasswordChange = z.infer<typeof passwordChangeSchema> & { currentPassword?: string };

/** One's own password: the current one first, so a session left open cannot be taken over. */
export const ownPasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, { error: messages.currentPasswordRequired, abort: true })
      .max(128, { error: messages.currentPasswordWrong }),
    password,
    confirmPassword,
  })
  .refine(passwordsMatch, mismatch);

export const profileSchema = z.object({
  name: requiredText(messages.nameRequired, 100),
  phone,
  ...address,
});
export type Profile = z.input<typeof profileSchema>;

export const userEditFormSchema = z.object({
  email,
  name: requiredText(messages.nameRequired, 100),
  phone,
  roles: z.array(idSchema).max(50),
  image: idSchema.nullable().optional(),
});
export type UserEditForm = z.input<typeof userEditFormSchema>;
