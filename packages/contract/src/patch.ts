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

type Kind = z.core.$ZodTypeDef['type'];
/** zod's own schema type for a kind of def: the def's `type` is how zod tells its schemas apart. */
type SchemaOfKind<K extends Kind> = Extract<z.core.$ZodTypes, { _zod: { def: { type: K } } }>;

/**
 * Whether the schema is of one of these kinds, by its def's `type`: the tag zod itself switches on,
 * so a schema counts whatever class built it (classic, mini or core).
 */
function isKind<K extends Kind>(schema: z.core.$ZodType | undefined, ...kinds: K[]): schema is SchemaOfKind<K> {
  return schema !== undefined && kinds.some((kind) => kind === schema._zod.def.type);
}

const hasChecks = (schema: z.core.$ZodType) => (schema._zod.def.checks?.length ?? 0) > 0;

/** The field without its defaults and optional wrappers; a check on a wrapper stays with it. */
function bare(field: z.core.$ZodType, key: string): z.core.$ZodType {
  let schema = field;
  for (;;) {
    if (!isKind(schema, 'default', 'prefault', 'optional')) return schema;
    const inner = schema._zod.def.innerType;
    if (hasChecks(schema)) {
      // A refined wrapper must keep its check: fine for an optional one with no default inside.
      if (isKind(schema, 'optional') && bare(inner, key) === inner) return schema;
      throw new Error(`patchOf: "${key}" has a default under a refinement; declare the PATCH field by hand`);
    }
    schema = inner;
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
  path?: string,
): z.ZodObject<PatchShape<S>, C>;
// The shape is built key by key, which no type follows: the signature above says what it makes.
export function patchOf(schema: z.ZodObject<z.core.$ZodShape>, path = ''): z.ZodObject<z.core.$ZodShape> {
  if (hasChecks(schema)) throw new Error(`patchOf: ${path || 'the schema'} has refinements; apply them to the patch`);
  const shape: Record<string, z.core.$ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const name = path ? `${path}.${key}` : key;
    const core = bare(field, name);
    shape[key] = z.optional(core instanceof z.ZodObject ? patchOf(core, name) : core);
  }
  const catchall = schema.def.catchall;
  return catchall ? z.object(shape).catchall(catchall) : z.object(shape);
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
function reader(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  let at = schema;
  for (let guard = 0; at && guard < 100; guard++) {
    if (isKind(at, 'optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional')) {
      at = at._zod.def.innerType;
    } else if (isKind(at, 'pipe')) {
      // A preprocess reads anything: what it hands on is what names the keys.
      const { in: input, out } = at._zod.def;
      at = isKind(input, 'transform') ? out : input;
    } else if (isKind(at, 'lazy')) {
      at = at._zod.def.getter();
    } else {
      return at;
    }
  }
  return at;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Whether a schema could read a value of this kind (an object, an array): a union's candidates. */
function readsKind(schema: z.core.$ZodType, value: unknown): boolean {
  const type = reader(schema)?._zod.def.type;
  if (Array.isArray(value)) return type === 'array' || type === 'tuple' || type === 'union';
  if (isPlainObject(value))
    return type === 'object' || type === 'record' || type === 'intersection' || type === 'union';
  return false;
}

function walk(
  schema: z.core.$ZodType | undefined,
  answer: z.core.$ZodType | undefined,
  value: unknown,
  path: string,
  found: string[],
): void {
  if (!Array.isArray(value) && !isPlainObject(value)) return;
  const at = reader(schema);
  if (!at) return;
  const seen = reader(answer);
  if (isKind(at, 'union')) {
    // The option that reads the value with the fewest unknown fields is the one the sender meant.
    let best: string[] | null = null;
    for (const option of at._zod.def.options) {
      if (!readsKind(option, value)) continue;
      const mine: string[] = [];
      walk(option, answer, value, path, mine);
      if (best === null || mine.length < best.length) best = mine;
      if (best.length === 0) break;
    }
    found.push(...(best ?? []));
  } else if (isKind(at, 'intersection')) {
    // A field is unknown only when neither side has it.
    const left: string[] = [];
    const right: string[] = [];
    walk(at._zod.def.left, answer, value, path, left);
    walk(at._zod.def.right, answer, value, path, right);
    found.push(...left.filter((field) => right.includes(field)));
  } else if (isKind(at, 'array', 'tuple')) {
    if (!Array.isArray(value)) return;
    const answerItem = isKind(seen, 'array') ? seen._zod.def.element : undefined;
    const def = at._zod.def;
    value.forEach((item, index) => {
      const element = def.type === 'array' ? def.element : (def.items[index] ?? def.rest ?? undefined);
      walk(element, answerItem, item, join(path, index), found);
    });
  } else if (isKind(at, 'record')) {
    if (!isPlainObject(value)) return;
    // Any key: the record's key schema judges it.
    const answerValue = isKind(seen, 'record') ? seen._zod.def.valueType : undefined;
    for (const [key, inner] of Object.entries(value))
      walk(at._zod.def.valueType, answerValue, inner, join(path, key), found);
  } else if (isKind(at, 'object')) {
    if (!isPlainObject(value)) return;
    const { shape, catchall } = at._zod.def;
    // A loose object takes any key; a strict one is refused by zod too, but named here first.
    if (catchall && catchall._zod.def.type !== 'never') return;
    const answerShape = isKind(seen, 'object') ? seen._zod.def.shape : undefined;
    for (const [key, inner] of Object.entries(value)) {
      if (Object.hasOwn(shape, key)) walk(shape[key], answerShape?.[key], inner, join(path, key), found);
      else if (!(answerShape && Object.hasOwn(answerShape, key))) found.push(join(path, key));
      // Else: a field the model keeps itself, sent back as it was read; zod leaves it out.
    }
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
