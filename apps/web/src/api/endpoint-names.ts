import { type Endpoint, endpoints } from '@masthead/contract';

/** A group of the catalogue (`user`, `cms` …): the first part of every query key of its reads. */
export type EndpointGroup = keyof typeof endpoints;

/** Where an endpoint sits in the catalogue: its group and its name within it. */
export interface EndpointName {
  group: EndpointGroup;
  name: string;
}

let names: Map<Endpoint, EndpointName> | null = null;

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every endpoint under `calls`, named by its path of keys (`revisions.list` if a group nests). */
function collect(into: Map<Endpoint, EndpointName>, group: EndpointGroup, calls: object, prefix: string): void {
  for (const [key, call] of Object.entries(calls)) {
    if (isEndpoint(call)) into.set(call, { group, name: prefix + key });
    else if (typeof call === 'object' && call !== null) collect(into, group, call, `${prefix}${key}.`);
  }
}

/** Built once from the catalogue itself, so no key is typed by hand. */
function catalogueNames(): Map<Endpoint, EndpointName> {
  if (names) return names;
  const found = new Map<Endpoint, EndpointName>();
  for (const [group, calls] of Object.entries(endpoints)) collect(found, group as EndpointGroup, calls, '');
  names = found;
  return found;
}

/** The group and name of an endpoint of the catalogue; throws for one that is not in it. */
export function endpointName(e: Endpoint): EndpointName {
  const found = catalogueNames().get(e);
  if (!found) throw new Error(`${e.method} ${e.path} is not an endpoint of the catalogue`);
  return found;
}
