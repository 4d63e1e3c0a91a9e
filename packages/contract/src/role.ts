import { z } from 'zod';
import { expectedVersionSchema, generalStatusSchema, listQuerySchema, requiredText } from './common.js';
import { messages } from './messages.js';
import { patchOf } from './patch.js';
import { grantedRightsSchema, modelPermissionsSchema } from './permissions.js';

export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  status: generalStatusSchema,
  isEditable: z.boolean(),
  modelPermissions: grantedRightsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleCreateSchema = z.object({
  name: requiredText(messages.nameRequired, 100),
  description: requiredText(messages.descriptionRequired, 500),
  modelPermissions: modelPermissionsSchema.default({}),
});
export type RoleCreate = z.input<typeof roleCreateSchema>;

/** A PATCH: the fields named change; `modelPermissions` is one value, replaced whole. */
export const roleUpdateSchema = patchOf(roleCreateSchema).extend({
  _id: z.string().optional(),
  status: z.enum(['Enable', 'Disable']).optional(),
  updatedAt: expectedVersionSchema,
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** A page of roles, or (with `status`) every role of that status, for option lists. */
export const roleListQuerySchema = listQuerySchema.extend({
  status: z.enum(['Enable', 'Disable']).optional(),
});
