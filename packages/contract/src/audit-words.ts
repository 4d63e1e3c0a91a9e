import { loginSchema } from './auth.js';
import { auditPolicyOf, type Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';

type Catalogue = typeof endpoints;

/** `group.name` of every call of the catalogue that writes (every method but GET). */
export type AuditWriteKey = {
  [G in keyof Catalogue]: {
    [N in keyof Catalogue[G]]: Catalogue[G][N] extends { method: 'GET' } ? never : `${G & string}.${N & string}`;
  }[keyof Catalogue[G]];
}[keyof Catalogue];

/** The writes that declare `audit: false`: they leave no row, and their words are null. */
type UnauditedKey = {
  [G in keyof Catalogue]: {
    [N in keyof Catalogue[G]]: Catalogue[G][N] extends { audit: false } ? `${G & string}.${N & string}` : never;
  }[keyof Catalogue[G]];
}[keyof Catalogue];

/** Things whose name is looked up before the call runs: the call removes them, or answers without the name. */
export type AuditNamedKind =
  | 'category'
  | 'cms'
  | 'breakingNews'
  | 'client'
  | 'advertisement'
  | 'epaper'
  | 'redirect'
  | 'menu'
  | 'layout';

/** A thing's name as it was before the call, with its kind where it has several (an item's type). */
export interface AuditNameBefore {
  name: string;
  kind?: string;
}

/** What the words of one call are made from: all known when its answer is about to leave. */
export interface AuditFacts {
  /** The body sent, as checked ({} without one). */
  body: Readonly<Record<string, unknown>>;
  /** The answer's `data` ({} for a 204). */
  data: Readonly<Record<string, unknown>>;
  /** The name of what the path's `:id` names, looked up before the call (for the calls that say `before`). */
  before: AuditNameBefore | null;
  status: number;
  actorId: string | null;
}

/** One row: the sentence and the fields it is about. */
export interface AuditLine {
  words: string;
  fields: string[];
}

export interface AuditWording {
  /** Look the path's `:id` up before the call runs, as this kind of thing. */
  before?: AuditNamedKind;
  /** The row of the call (its fields: those sent), or several rows, each with its own fields. */
  say(facts: AuditFacts): string | AuditLine[];
}

/** Sent with a call but not a field it changes: the record's id and version, a password's confirmation and proof. */
const notFields = new Set(['_id', 'updatedAt', 'confirmPassword', 'currentPassword']);

/** The names of the fields a call sent, sorted (never a value: a password is named, never kept). */
export function auditFieldsOf(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body)
    .filter((key) => !notFields.has(key))
    .sort();
}

const NAME_MAX = 120;

/** A name as a row shows it: on one line, at most 120 characters; null when there is none. */
function plain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat === '') return null;
  return flat.length > NAME_MAX ? `${flat.slice(0, NAME_MAX - 1)}…` : flat;
}

/**
 * What was typed into a sign-in's e-mail field, when it is an e-mail; null otherwise. A password
 * typed there by mistake must never reach the log.
 */
export function typedEmail(value: unknown): string | null {
  const parsed = loginSchema.shape.email.safeParse(value);
  return parsed.success && parsed.data.length <= 254 ? parsed.data : null;
}

/** A title, in quotes. */
function title(value: unknown): string | null {
  const name = plain(value);
  return name === null ? null : `"${name}"`;
}

const sentence = (...parts: (string | null | undefined)[]) => parts.filter((part) => part).join(' ');

/** An item's type in a sentence ('article', 'video' …), 'item' when unknown. */
function itemKind(type: unknown): string {
  return typeof type === 'string' && type !== '' ? type.toLowerCase() : 'item';
}

/** 'article "Ferry strike ends"' from an answer (or a name looked up before). */
function itemOf(source: { type?: unknown; title?: unknown } | null | undefined): string {
  return sentence(itemKind(source?.type), title(source?.title));
}

const itemBefore = (before: AuditNameBefore | null) =>
  itemOf(before ? { type: before.kind, title: before.name } : null);

/** Blocked / Unblocked for a change of status alone, else Updated. */
function updateVerb(body: AuditFacts['body'], fields: string[]): string {
  if (fields.length === 1 && fields[0] === 'status') {
    if (body.status === 'Disable') return 'Blocked';
    if (body.status === 'Enable') return 'Unblocked';
  }
  return 'Updated';
}

/** '3 items: "A", "B", "C"' (at most three titles, then how many more). */
function someItems(results: unknown): string {
  const done = Array.isArray(results) ? results.filter((result) => result?.ok === true) : [];
  const titles = done.slice(0, 3).map((result) => title(result.title) ?? '""');
  const more = done.length - titles.length;
  const count = `${done.length} ${done.length === 1 ? 'item' : 'items'}`;
  return titles.length === 0 ? count : `${count}: ${titles.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** What a save of an item did, from what it asked (`status`) and where the item is now. */
function itemSave(facts: AuditFacts): string {
  const { body, data, actorId } = facts;
  const item = itemOf(data);
  const pending = data.pendingChange as { user?: { _id?: unknown } | null } | null | undefined;
  if (actorId !== null && pending?.user?._id === actorId) return `Proposed a change to ${item}`;
  switch (body.status) {
    case 'Published':
      if (data.status === 'Need Review') return `Sent ${item} for review`;
      return `${data.status === 'Scheduled' ? 'Scheduled' : 'Published'} ${item}`;
    case 'Approved':
      return `Approved ${item}`;
    case 'Rejected':
      return `Rejected ${item}`;
    case 'Retract':
      return `Retracted ${item}`;
    case 'Draft':
      return `Saved ${item} as a draft`;
    default:
      return `Updated ${item}`;
  }
}

/** What a save of an e-paper did: publish (or review, or schedule), un-publish, or an edit. */
function epaperSave({ body, data }: AuditFacts): string {
  const epaper = sentence('e-paper', title(data.title));
  if (body.status === 'Published') {
    if (data.status === 'Need Review') return `Sent ${epaper} for review`;
    return `${data.status === 'Scheduled' ? 'Scheduled' : 'Published'} ${epaper}`;
  }
  if (body.status === 'Draft') return `Un-published ${epaper}`;
  return `Updated ${epaper}`;
}

/**
 * A change of a user: a password change is a row of its own ('Changed password of …'), apart
 * from the other fields of the same call; a change of status alone blocks or unblocks.
 */
function userUpdate({ body, data }: AuditFacts): AuditLine[] {
  const name = plain(data.name);
  const fields = auditFieldsOf(body);
  const others = fields.filter((field) => field !== 'password');
  const lines: AuditLine[] = [];
  if (others.length > 0 || !fields.includes('password')) {
    lines.push({ words: sentence(updateVerb(body, others), 'user', name), fields: others });
  }
  if (fields.includes('password')) lines.push({ words: sentence('Changed password of', name), fields: ['password'] });
  return lines;
}

const redirectOf = (data: AuditFacts['data']) =>
  plain(data.oldUrl) && plain(data.redirectUrl) ? `${plain(data.oldUrl)} → ${plain(data.redirectUrl)}` : null;

/**
 * The words of every write of the catalogue, keyed by its endpoint: what a person reads in the
 * Audit Log for each row ('Created user Rita Reader', 'Deleted client Acme'). Names come from the
 * answer or the body; a call that removes its thing (or answers without its name) looks the name
 * up before it runs (`before`). `null`: the endpoint declares `audit: false` and leaves no row. A
 * new write of the catalogue needs its words here (the type says so, and `audit-catalogue.test.ts`
 * checks each row).
 */
export const auditWords: { [K in AuditWriteKey]: K extends UnauditedKey ? null : AuditWording } = {
  'auth.login': {
    say: ({ body, status }) => {
      const email = typedEmail(body.email);
      const failed = email ? sentence('Failed sign-in for', email) : 'Failed sign-in';
      return [{ words: status < 400 ? 'Signed in' : failed, fields: [] }];
    },
  },
  'auth.logout': { say: () => [{ words: 'Signed out', fields: [] }] },
  // Two-factor sign-in (a later issue): each of its calls is a row of its own here, e.g. turning it
  // on ('Turned on two-factor sign-in for …'), off, a new set of recovery codes, a wrong code
  // ('Failed two-factor code for …', recorded whatever its outcome, as 'auth.login' is).

  'user.create': { say: ({ data }) => sentence('Created user', plain(data.name)) },
  'user.update': { say: userUpdate },

  'role.create': { say: ({ data }) => sentence('Created role', plain(data.name)) },
  'role.update': {
    say: ({ body, data }) => sentence(updateVerb(body, auditFieldsOf(body)), 'role', plain(data.name)),
  },

  'asset.upload': { say: ({ data }) => sentence('Uploaded file', title(data.name)) },

  'site.create': { say: ({ data }) => sentence('Created the site details of', title(data.siteName)) },
  'site.update': { say: ({ data }) => sentence('Updated the site details of', title(data.siteName)) },

  // `audit: false` in the catalogue: measurements the browser sends, one's own notifications read.
  'metrics.recordWebVital': null,
  'metrics.recordWebVitals': null,
  'notification.read': null,
  'notification.readAll': null,

  'category.create': { say: ({ data }) => sentence('Created category', title(data.name)) },
  'category.update': { say: ({ data }) => sentence('Updated category', title(data.name)) },
  'category.delete': { before: 'category', say: ({ before }) => sentence('Deleted category', title(before?.name)) },

  'cms.create': { say: ({ data }) => `Created ${itemOf(data)}` },
  'cms.update': { say: itemSave },
  'cms.trash': { before: 'cms', say: ({ before }) => `Moved ${itemBefore(before)} to the trash` },
  'cms.restore': { say: ({ data }) => `Restored ${itemOf(data)} from the trash` },
  'cms.purge': { before: 'cms', say: ({ before }) => `Deleted ${itemBefore(before)} for good` },
  'cms.bulk': {
    say: ({ body, data }) => {
      const items = someItems(data.results);
      if (body.action === 'publish') return `Published ${items}`;
      if (body.action === 'trash') return `Moved ${items} to the trash`;
      if (body.action === 'restore') return `Restored ${items} from the trash`;
      return `Changed the category of ${items}`;
    },
  },
  'cms.restoreRevision': { say: ({ data }) => `Restored an earlier version of ${itemOf(data)}` },
  'cms.approveChange': { say: ({ data }) => `Approved a change to ${itemOf(data)}` },
  'cms.rejectChange': { say: ({ data }) => `Rejected a change to ${itemOf(data)}` },
  'cms.preview': { before: 'cms', say: ({ before }) => `Made a preview link of ${itemBefore(before)}` },

  'note.create': { before: 'cms', say: ({ before }) => `Added a note to ${itemBefore(before)}` },
  'note.reply': { say: ({ data }) => sentence('Replied to the note on', title(data.quote)) },
  'note.resolve': {
    say: ({ body, data }) =>
      sentence(body.resolved === false ? 'Reopened' : 'Resolved', 'the note on', title(data.quote)),
  },

  'breakingNews.create': { say: ({ data }) => sentence('Created breaking news', title(data.title)) },
  'breakingNews.update': {
    say: ({ body, data }) => {
      const fields = auditFieldsOf(body);
      const only = fields.length === 1 && fields[0] === 'status';
      const verb = only ? (body.status === 'Disable' ? 'Turned off' : 'Turned on') : 'Updated';
      return sentence(verb, 'breaking news', title(data.title));
    },
  },
  'breakingNews.delete': {
    before: 'breakingNews',
    say: ({ before }) => sentence('Deleted breaking news', title(before?.name)),
  },

  'client.create': { say: ({ data }) => sentence('Created client', plain(data.name)) },
  'client.update': { say: ({ data }) => sentence('Updated client', plain(data.name)) },
  'client.delete': { before: 'client', say: ({ before }) => sentence('Deleted client', plain(before?.name)) },

  'advertisement.create': { say: ({ data }) => sentence('Created advertisement', title(data.title)) },
  'advertisement.update': { say: ({ data }) => sentence('Updated advertisement', title(data.title)) },
  'advertisement.delete': {
    before: 'advertisement',
    say: ({ before }) => sentence('Deleted advertisement', title(before?.name)),
  },

  'epaper.create': { say: ({ data }) => sentence('Created e-paper', title(data.title)) },
  'epaper.update': { say: epaperSave },
  'epaper.delete': { before: 'epaper', say: ({ before }) => sentence('Deleted e-paper', title(before?.name)) },

  'redirect.create': { say: ({ data }) => sentence('Created redirect', redirectOf(data)) },
  'redirect.import': {
    say: ({ data }) => `Imported redirects: ${Number(data.added) || 0} added, ${Number(data.refused) || 0} refused`,
  },
  'redirect.update': { say: ({ data }) => sentence('Updated redirect', redirectOf(data)) },
  'redirect.delete': { before: 'redirect', say: ({ before }) => sentence('Deleted redirect', plain(before?.name)) },

  'layout.update': { say: ({ data }) => sentence('Updated the layout of', title(data.name)) },
  'layout.preview': {
    before: 'layout',
    say: ({ before }) => sentence('Made a preview link of the layout', title(before?.name)),
  },

  'menu.create': { say: ({ data }) => sentence('Created menu', title(data.name)) },
  'menu.update': { say: ({ data }) => sentence('Updated menu', title(data.name)) },
  'menu.delete': { before: 'menu', say: ({ before }) => sentence('Deleted menu', title(before?.name)) },
};

const writes: (readonly [Endpoint, AuditWriteKey])[] = Object.entries(endpoints).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>)
    .filter(([, call]) => call.method !== 'GET')
    .map(([name, call]) => [call, `${group}.${name}` as AuditWriteKey] as const),
);
const keyOfCall = new Map(writes.map(([call, key]) => [`${call.method} ${call.path}`, key]));
const keyOfEndpoint = new Map(writes);

/** The write of the catalogue a call is (`PATCH`, `/cms/:id`), or null. */
export function auditKeyOf(method: string, path: string): AuditWriteKey | null {
  return keyOfCall.get(`${method} ${path}`) ?? null;
}

/** A call the audit log keeps, by its endpoint's policy: its key, its words, and whether it is a sign-in. */
export interface AuditedCall {
  key: AuditWriteKey;
  wording: AuditWording;
  signIn: boolean;
}

/** What the audit log keeps of a call of this endpoint, or null (a read, `audit: false`, not of the catalogue). */
export function auditedCallOf(e: Endpoint): AuditedCall | null {
  const policy = auditPolicyOf(e);
  const key = policy ? keyOfEndpoint.get(e) : undefined;
  const wording: AuditWording | null = key ? auditWords[key] : null;
  return key && wording ? { key, wording, signIn: policy === 'signIn' } : null;
}

/** The rows one call leaves: its words, and the fields each is about. */
export function auditLines(wording: AuditWording, facts: AuditFacts): AuditLine[] {
  const said = wording.say(facts);
  return typeof said === 'string' ? [{ words: said, fields: auditFieldsOf(facts.body) }] : said;
}
