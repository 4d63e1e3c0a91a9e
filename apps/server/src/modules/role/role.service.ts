import type { BodyOf, endpoints, ListQuery, ModelPermissions, Page, Role, RoleUpdate } from '@masthead/contract';
import { messages, permissionsBeyond } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { EVERYONE } from '../../lib/actor-cache.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { RoleRepo } from './role.repo.js';

const nameTaken = () => conflict(messages.roleNameTaken, { name: messages.roleNameTaken });

/** `accessChanged` hears of every write that can change what users' tokens allow. */
export function roleService(repo: RoleRepo, accessChanged: (userId: string) => void) {
  async function getRole(id: string): Promise<Role> {
    const role = isId(id) ? await repo.getById(id) : null;
    if (!role) throw notFound(messages.roleNotFound);
    return role;
  }

  /** Nobody but a super admin may save a role holding rights it does not hold itself. */
  function checkCeiling(actor: Actor, rights: ModelPermissions): void {
    if (Object.keys(permissionsBeyond(actor, rights)).length > 0) throw forbidden(messages.permissionCeiling);
  }

  return {
    getRole,

    async findRoles(query: ListQuery & { status?: 'Enable' | 'Disable' }): Promise<Page<Role>> {
      if (query.status || query.all) {
        const items = await repo.findByStatus(query.status);
        return pageFrom(items, items.length, { ...query, all: true });
      }
      const { items, total } = await repo.findPage(query.page, query.pageSize);
      return pageFrom(items, total, query);
    },

    async createRole(actor: Actor, input: BodyOf<typeof endpoints.role.create>): Promise<Role> {
      checkCeiling(actor, input.modelPermissions);
      if (await repo.nameTaken(input.name)) throw nameTaken();
      try {
        return getRole(await repo.insert({ ...input, updatedById: actor.id }));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async updateRole(actor: Actor, id: string, input: RoleUpdate): Promise<Role> {
      const current = await getRole(id);
      if (!current.isEditable) throw forbidden(messages.roleNotEditable);
      checkCeiling(actor, current.modelPermissions);
      if (input.modelPermissions) checkCeiling(actor, input.modelPermissions);
      if (input.name !== undefined && (await repo.nameTaken(input.name, id))) throw nameTaken();
      try {
        const saved = await repo.update(
          id,
          {
            name: input.name,
            description: input.description,
            modelPermissions: input.modelPermissions,
            status: input.status,
          },
          { actorId: actor.id, expected: input.updatedAt },
        );
        if (!saved) throw staleWrite(await repo.lastChange(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      accessChanged(EVERYONE);
      return getRole(id);
    },
  };
}
export type RoleService = ReturnType<typeof roleService>;
