import type { ListQuery, Me, ModelPermissions, Page, User, UserPatch } from '@masthead/contract';
import {
  mergePermissions,
  messages,
  normaliseEmail,
  permissionsBeyond,
  userChangeRefusal,
  type userCreateSchema,
} from '@masthead/contract';
import { type Actor, oneTimePassword } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { TokenService } from '../../lib/tokens.js';
import type { RequireAssets } from '../asset/asset.face.js';
import type { UserRepo, UserWrite } from './user.repo.js';

const emailTaken = () => conflict(messages.emailTaken, { email: messages.emailTaken });

/** The fields a self-update may never change. */
const protectedOnSelf = ['roles', 'status', 'email', 'isSuperAdmin'] as const;

/** `accessChanged` hears of every write that can change what a user's token allows. */
export function userService(
  repo: UserRepo,
  accessChanged: (userId: string) => void,
  requireAssets: RequireAssets,
  tokens: TokenService,
) {
  async function getUser(id: string): Promise<User> {
    const user = isId(id) ? await repo.getById(id) : null;
    if (!user) throw notFound(messages.userNotFound);
    return user;
  }

  /** Roles must exist and be enabled; a non-super-admin may only hand out rights it holds. */
  async function checkRoles(actor: Actor, roleIds: string[]): Promise<void> {
    const unique = [...new Set(roleIds)];
    const found = await repo.enabledRoles(unique);
    if (found.length !== unique.length) throw badRequest(messages.roleUnknown, { roles: messages.roleUnknown });
    const granted: ModelPermissions = mergePermissions(found.map((role) => role.modelPermissions));
    if (Object.keys(permissionsBeyond(actor, granted)).length > 0) throw forbidden(messages.permissionCeiling);
  }

  return {
    /** The signed-in user with the rights its token carries; null when it is gone. */
    async getMe(actor: Actor): Promise<Me | null> {
      const user = await repo.getById(actor.id);
      if (!user) return null;
      return { ...user, modelPermissions: actor.modelPermissions, ...oneTimePassword(actor) };
    },

    /** A token for the user's current token version (after its own password change revoked the old ones). */
    async freshToken(userId: string): Promise<string | null> {
      const secrets = await repo.getSecrets(userId);
      return secrets ? tokens.sign({ userId, tokenVersion: secrets.tokenVersion }) : null;
    },

    /** Active users as {_id, name}: the author select of content forms. */
    findOptions: () => repo.findOptions(),

    getUser,

    async findUsers(query: ListQuery): Promise<Page<User>> {
      if (query.all) {
        const items = await repo.findAll();
        return pageFrom(items, items.length, query);
      }
      const { items, total } = await repo.findPage(query.page, query.pageSize);
      return pageFrom(items, total, query);
    },

    async createUser(actor: Actor, input: ReturnType<typeof userCreateSchema.parse>): Promise<User> {
      const email = normaliseEmail(input.email);
      if (await repo.emailTaken(email)) throw emailTaken();
      await checkRoles(actor, input.roles);
      await requireAssets([input.image]);
      try {
        const id = await repo.insert(
          {
            email,
            name: input.name,
            phone: input.phone,
            passwordHash: await hashPassword(input.password),
            imageId: input.image ?? null,
            addressLine1: input.addressLine1 ?? '',
            addressLine2: input.addressLine2 ?? '',
            city: input.city ?? '',
            pincode: input.pincode ?? '',
            updatedById: actor.id,
          },
          [...new Set(input.roles)],
        );
        return getUser(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * One endpoint, several intents: own profile, own or another's password, edit of
     * another user, block and unblock. Whatever is refused changes nothing.
     */
    async updateUser(actor: Actor, input: UserPatch): Promise<{ user: User; passwordChanged: boolean }> {
      const target = isId(input._id) ? await repo.getSecrets(input._id) : null;
      if (!target) throw notFound(messages.userNotFound);
      const current = await getUser(target.id);
      const self = target.id === actor.id;

      if (self && actor.mustChangePassword) {
        // A one-time password opens only its own replacement (plugins/permission.ts lets this call through).
        const others = Object.keys(input).filter(
          (field) => !['_id', 'password', 'confirmPassword', 'currentPassword', 'updatedAt'].includes(field),
        );
        if (input.password === undefined || others.length > 0) throw forbidden(messages.passwordChangeRequired);
        if (input.currentPassword !== undefined && input.password === input.currentPassword) {
          throw badRequest(messages.passwordSameAsOneTime, { password: messages.passwordSameAsOneTime });
        }
      } else if (actor.mustChangePassword) {
        throw forbidden(messages.passwordChangeRequired);
      }

      if (self) {
        const changed = protectedOnSelf.filter((field) => {
          if (input[field] === undefined) return false;
          if (field === 'roles') {
            const now = current.roles.map((r) => r._id).sort();
            const wanted = [...new Set(input.roles)].sort();
            return now.join() !== wanted.join();
          }
          if (field === 'email') return normaliseEmail(input.email ?? '') !== current.email;
          return input[field] !== current[field];
        });
        if (changed.length > 0) throw forbidden(messages.selfUpdateForbidden);
        if (input.password !== undefined) {
          // Whoever holds an open session must still know the password to change it.
          if (!input.currentPassword) {
            throw badRequest(messages.currentPasswordRequired, { currentPassword: messages.currentPasswordRequired });
          }
          if (!(await verifyPassword(target.passwordHash, input.currentPassword))) {
            throw badRequest(messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
          }
        }
      } else {
        const refusal = userChangeRefusal({ ...actor, _id: actor.id }, current);
        if (refusal) throw forbidden(refusal);
        if (input.isSuperAdmin !== undefined && input.isSuperAdmin !== current.isSuperAdmin && !actor.isSuperAdmin) {
          throw forbidden(messages.superAdminProtected);
        }
      }

      const values: UserWrite = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.phone !== undefined) values.phone = input.phone;
      for (const field of ['addressLine1', 'addressLine2', 'city', 'pincode'] as const) {
        if (input[field] !== undefined) values[field] = input[field];
      }
      if (!self) {
        if (input.email !== undefined) {
          values.email = normaliseEmail(input.email);
          if (await repo.emailTaken(values.email, target.id)) throw emailTaken();
        }
        if (input.status !== undefined) values.status = input.status;
        if (input.isSuperAdmin !== undefined) values.isSuperAdmin = input.isSuperAdmin;
      }
      if (input.image !== undefined) {
        await requireAssets([input.image]);
        values.imageId = input.image;
      }
      let roleIds: string[] | undefined;
      if (!self && input.roles !== undefined) {
        roleIds = [...new Set(input.roles)];
        await checkRoles(actor, roleIds);
      }
      const passwordChanged = input.password !== undefined;
      if (passwordChanged && input.password) values.passwordHash = await hashPassword(input.password);
      // A password of one's own ends a one-time one; one set by someone else is not one's own yet, but stays as it was.
      if (passwordChanged && self) values.mustChangePassword = false;
      const blocked = values.status === 'Disable' && current.status !== 'Disable';

      try {
        const saved = await repo.update(target.id, values, {
          roleIds,
          bumpTokenVersion: passwordChanged || blocked,
          change: { actorId: actor.id, expected: input.updatedAt },
        });
        if (!saved) throw staleWrite(await repo.lastChange(target.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      accessChanged(target.id);
      return { user: await getUser(target.id), passwordChanged };
    },
  };
}
export type UserService = ReturnType<typeof userService>;
