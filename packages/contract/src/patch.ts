import { z } from 'zod';

/**
 * The wire rules of writes (ADR 0022): a PATCH changes exactly the fields it names, and a body
 * naming a field its model does not have is refused with that field's name.
 */

type Bare<T> =
  T extends z.ZodDefault<infer I>
    ? Bare<I>
    : T extends z.ZodPrefault<infer I>
      ? Bare<I>
      : T extends z.ZodOptional<infer I>
        ? Bare<I>
        : T;
type PatchField<T> =
  Bare<T> extends z.ZodObject<infer S extends z.ZodRawShape, infer C> ? z.ZodObject<PatchShape<S>, C> : Bare<T>;
export type PatchShape<S extends z.ZodRawShape> = { -readonly [K in keyof S]: z.ZodOptional<PatchField<S[K]>> };

interface Def {
  type: string;
  innerType?: z.ZodType;
  checks?: unknown[];
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const hasChecks = (schema: z.ZodType) => (defOf(schema).checks?.length ?? 0) > 0;

/** The field without its defaults and optional wrappers; a check on a wrapper stays with it. */
function bare(field: z.ZodType, key: string): z.ZodType {
  let schema = field;
  for (;;) {
    const def = defOf(schema);
    if (def.type !== 'default' && def.type !== 'prefault' && def.type !== 'optional') return schema;
    if (hasChecks(schema)) {
      // A refined wrapper must keep its check: fine for an optional one with no default inside.
      if (def.type === 'optional' && bare(def.innerType as z.ZodType, key) === def.innerType) return schema;
      throw new Error(`patchOf: "${key}" has a default under a refinement; declare the PATCH field by hand`);
    }
    schema = def.innerType as z.ZodType;
  }
}

/**
 * The PATCH schema of a write schema: every field optional and without its default, so a field
 * left out stays out and keeps its stored value; a nested object (SEO) the same, its named keys
 * merged into the stored object by the service. Arrays and records are values of their own,
 * replaced whole. Object-level refinements would be lost, so they are refused here: add them
 * to the result.
 */
export function patchOf<S extends z.ZodRawShape, C extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<S, C>,
  path = '',
): z.ZodObject<PatchShape<S>, C> {
  if (hasChecks(schema)) throw new Error(`patchOf: ${path || 'the schema'} has refinements; apply them to the patch`);
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as unknown as Record<string, z.ZodType>)) {
    const name = path ? `${path}.${key}` : key;
    const core = bare(field, name);
    shape[key] = (core instanceof z.ZodObject ? patchOf(core, name) : core).optional();
  }
  const catchall = schema._zod.def.catchall;
  return (catchall ? z.object(shape).catchall(catchall) : z.object(shape)) as unknown as z.ZodObject<PatchShape<S>, C>;
}

/** The stored object with the keys a patch names (RFC 7396 for one level: a key left out keeps its value). */
export function withPatch<T extends object>(current: T, patch: { [K in keyof T]?: T[K] } | undefined): T {
  if (patch === undefined) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** Wrappers that do not change which keys an object may hold are looked through. */
function reader(schema: z.ZodType | undefined): z.ZodType | undefined {
  let at = schema;
  for (let guard = 0; at && guard < 100; guard++) {
    const def = at._zod.def as unknown as Record<string, unknown> & { type: string };
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        at = def.innerType as z.ZodType;
        break;
      case 'pipe': {
        // A preprocess reads anything: what it hands on is what names the keys.
        const input = def.in as z.ZodType;
        at = (input._zod.def.type === 'transform' ? def.out : input) as z.ZodType;
        break;
      }
      case 'lazy':
        at = (def.getter as () => z.ZodType)();
        break;
      default:
        return at;
    }
  }
  return at;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Whether a schema could read a value of this kind (an object, an array): a union's candidates. */
function readsKind(schema: z.ZodType, value: unknown): boolean {
  const type = reader(schema)?._zod.def.type;
  if (Array.isArray(value)) return type === 'array' || type === 'tuple' || type === 'union';
  if (isPlainObject(value))
    return type === 'object' || type === 'record' || type === 'intersection' || type === 'union';
  return false;
}

function walk(
  schema: z.ZodType | undefined,
  answer: z.ZodType | undefined,
  value: unknown,
  path: string,
  found: string[],
): void {
  if (!Array.isArray(value) && !isPlainObject(value)) return;
  const at = reader(schema);
  if (!at) return;
  const seen = reader(answer);
  const def = at._zod.def as unknown as Record<string, unknown> & { type: string };
  const answerDef = seen?._zod.def as unknown as (Record<string, unknown> & { type: string }) | undefined;
  switch (def.type) {
    case 'union': {
      // The option that reads the value with the fewest unknown fields is the one the sender meant.
      let best: string[] | null = null;
      for (const option of def.options as z.ZodType[]) {
        if (!readsKind(option, value)) continue;
        const mine: string[] = [];
        walk(option, answer, value, path, mine);
        if (best === null || mine.length < best.length) best = mine;
        if (best.length === 0) break;
      }
      found.push(...(best ?? []));
      return;
    }
    case 'intersection': {
      // A field is unknown only when neither side has it.
      const left: string[] = [];
      const right: string[] = [];
      walk(def.left as z.ZodType, answer, value, path, left);
      walk(def.right as z.ZodType, answer, value, path, right);
      found.push(...left.filter((field) => right.includes(field)));
      return;
    }
    case 'array':
    case 'tuple': {
      if (!Array.isArray(value)) return;
      const items = (def.items as z.ZodType[] | undefined) ?? [];
      const answerItem = answerDef?.type === 'array' ? (answerDef.element as z.ZodType) : undefined;
      value.forEach((item, index) => {
        const element =
          def.type === 'array' ? (def.element as z.ZodType) : (items[index] ?? (def.rest as z.ZodType | undefined));
        walk(element, answerItem, item, join(path, index), found);
      });
      return;
    }
    case 'record': {
      if (!isPlainObject(value)) return;
      // Any key: the record's key schema judges it.
      const answerValue = answerDef?.type === 'record' ? (answerDef.valueType as z.ZodType) : undefined;
      for (const [key, inner] of Object.entries(value))
        walk(def.valueType as z.ZodType, answerValue, inner, join(path, key), found);
      return;
    }
    case 'object': {
      if (!isPlainObject(value)) return;
      const shape = def.shape as Record<string, z.ZodType>;
      const catchall = def.catchall as z.ZodType | undefined;
      // A loose object takes any key; a strict one is refused by zod too, but named here first.
      if (catchall && catchall._zod.def.type !== 'never') return;
      const answerShape = answerDef?.type === 'object' ? (answerDef.shape as Record<string, z.ZodType>) : undefined;
      for (const [key, inner] of Object.entries(value)) {
        if (Object.hasOwn(shape, key)) walk(shape[key], answerShape?.[key], inner, join(path, key), found);
        else if (!(answerShape && Object.hasOwn(answerShape, key))) found.push(join(path, key));
        // Else: a field the model keeps itself, sent back as it was read; zod leaves it out.
      }
      return;
    }
    default:
      return;
  }
}

/**
 * The dotted paths of the fields in `value` that `schema` does not have, walking both together
 * (objects, arrays, wrappers, unions by their best-reading option; a record takes any key). A
 * field the call's answer (`answer`, its `data` schema) has at the same place is not unknown: it
 * is what a client read and sends back, and is ignored.
 */
export function unknownFields(schema: z.ZodType, value: unknown, answer?: z.ZodType | null): string[] {
  const found: string[] = [];
  walk(schema, answer ?? undefined, value, '', found);
  return found;
}
