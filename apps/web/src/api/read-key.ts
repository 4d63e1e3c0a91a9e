import type { CallInput, DataOf, Endpoint } from '@masthead/contract';
import type { QueryKey } from '@tanstack/react-query';
import { type EndpointGroup, endpointName } from './endpoint-names';

/** What identifies one read: its path params and query (a read has no body). */
export interface ReadArgs {
  params?: object;
  query?: object;
}

/**
 * The query key of a read: `[group, name]`, then its params and query when it has any. Without
 * args it is the prefix of every read of that endpoint, which is what an invalidation wants.
 */
export function readKey(e: Endpoint, input?: ReadArgs): QueryKey {
  const { group, name } = endpointName(e);
  const args: ReadArgs = {};
  if (input?.params !== undefined) args.params = input.params;
  if (input?.query !== undefined) args.query = input.query;
  return Object.keys(args).length > 0 ? [group, name, args] : [group, name];
}

/** The prefix of every read of a catalogue group. */
export function groupKey(group: EndpointGroup): QueryKey {
  return [group];
}

/** A read's data to keep in the cache (a write's answer that is already what the read would fetch). */
export interface Stored {
  key: QueryKey;
  data: unknown;
}

/** Keeps `data` as the answer of `read` with `input`: typed by the read, keyed like `useRead`'s. */
export function stored<R extends Endpoint>(read: R, input: CallInput<R>, data: DataOf<R>): Stored {
  return { key: readKey(read, input), data };
}
