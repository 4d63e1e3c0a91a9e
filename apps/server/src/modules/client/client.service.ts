import type { BodyOf, Client, ClientOption, endpoints, Page, QueryOf } from '@masthead/contract';
import { messages, ownedChangeRefusal, ownedRemovalRefusal } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { ClientRepo } from './client.repo.js';

type CreateInput = BodyOf<typeof endpoints.client.create>;
type UpdateInput = BodyOf<typeof endpoints.client.update>;
type ListInput = QueryOf<typeof endpoints.client.list>;

const emailTaken = () => conflict(messages.clientEmailTaken, { email: messages.clientEmailTaken });

export function clientService(repo: ClientRepo) {
  async function getClient(id: string): Promise<Client> {
    const found = isId(id) ? await repo.getById(id) : null;
    if (!found) throw notFound(messages.clientNotFound);
    return found;
  }

  /** Every write reaches only clients the actor may change: with Edit:own and not Edit, the ones it added. */
  function checkOwnership(actor: Actor, client: Client, refusalOf = ownedChangeRefusal): void {
    const refusal = refusalOf(actor, 'Client', actor.id, client.user?._id);
    if (refusal) throw forbidden(refusal);
  }

  /** Why a delete is refused while advertisements belong to the client: it names some of them. */
  async function inUse(id: string) {
    const { titles, total } = await repo.advertisementsOf(id);
    const message = messages.clientInUse(titles, total - titles.length);
    return conflict(message, { client: message });
  }

  return {
    getClient,
    options: (): Promise<ClientOption[]> => repo.options(),

    async findClients(query: ListInput): Promise<Page<Client>> {
      const { items, total } = await repo.findPage(
        query.search || undefined,
        query.page,
        query.all ? null : query.pageSize,
      );
      return pageFrom(items, total, query);
    },

    async createClient(actor: Actor, input: CreateInput): Promise<Client> {
      try {
        return getClient(await repo.insert({ name: input.name, email: input.email, mobile: input.mobile }, actor.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** Edit, or Edit:own on a client the actor added (SPEC §6). */
    async updateClient(actor: Actor, id: string, input: UpdateInput): Promise<Client> {
      checkOwnership(actor, await getClient(id));
      let saved: boolean;
      try {
        saved = await repo.update(
          id,
          { name: input.name, email: input.email, mobile: input.mobile },
          { actorId: actor.id, expected: input.updatedAt },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (!saved) throw staleWrite(await repo.lastChange(id));
      return getClient(id);
    },

    /** Remove, on a client the actor may change (Edit:own: one it added). */
    async deleteClient(actor: Actor, id: string): Promise<void> {
      checkOwnership(actor, await getClient(id), ownedRemovalRefusal);
      if ((await repo.advertisementsOf(id)).total > 0) throw await inUse(id);
      try {
        if (!(await repo.delete(id))) throw notFound(messages.clientNotFound);
      } catch (error) {
        // An advertisement was added meanwhile.
        if (isForeignKeyViolation(error)) throw await inUse(id);
        throw error;
      }
    },
  };
}
export type ClientService = ReturnType<typeof clientService>;
