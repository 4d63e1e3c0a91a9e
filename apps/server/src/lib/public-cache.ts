import { createHash } from 'node:crypto';
import type { ListenHandlers } from '../db/listener.js';

/** Written by the triggers of migration 0012 on every write the public site can see. */
export const PUBLIC_CHANNEL = 'masthead_public';

/** An answer of the delivery API as sent: its status, its JSON (encoded once, as UTF-8) and its ETag. */
export interface PublicAnswer {
  status: 200 | 404;
  body: Buffer;
  etag: string;
}

export interface PublicCacheOptions {
  maxEntries?: number;
  /** JSON bytes kept in all. */
  maxBytes?: number;
  /** The next moment something scheduled goes live (null: nothing is waiting); asked once per fill. */
  nextDue?: () => Promise<Date | null>;
}

/** The longest a timer waits before asking again (setTimeout cannot wait longer than ~24.8 days). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * The delivery API's answers, kept in memory until something they show changes: a write in this
 * process (`clear()` from the write hook, before its answer leaves), a NOTIFY from any process on
 * the database (`handlers`), or the publish time of a scheduled item (a timer), so a scheduled
 * item appears at its time and not a second earlier. An answer read while a change happened is
 * not kept.
 */
export function publicCache({ maxEntries = 2_000, maxBytes = 32 * 1024 * 1024, nextDue }: PublicCacheOptions = {}) {
  const entries = new Map<string, PublicAnswer>();
  let generation = 0;
  let bytes = 0;
  let dueChecked = -1;
  let timer: NodeJS.Timeout | null = null;
  /** Only while the NOTIFY of other processes can be heard is a kept answer known to be true. */
  let listening = false;

  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };

  const watchDue = async () => {
    if (!nextDue || dueChecked === generation) return;
    dueChecked = generation;
    const due = await nextDue();
    if (timer) clearTimeout(timer);
    timer = null;
    if (!due) return;
    const wait = Math.max(0, due.getTime() - Date.now());
    timer = setTimeout(
      () => {
        timer = null;
        // Past the wait limit nothing is due yet: only look again.
        if (wait <= MAX_WAIT_MS) clear();
        else dueChecked = -1;
      },
      Math.min(wait, MAX_WAIT_MS),
    );
    timer.unref();
  };

  const handlers: ListenHandlers = {
    onMessage: clear,
    // After a (re)connection notices may have been missed: nothing kept can be trusted.
    onReady() {
      clear();
      listening = true;
    },
    onLost() {
      listening = false;
      clear();
    },
  };

  return {
    handlers,
    clear,
    size: () => entries.size,
    /** The kept answer for `key`, if there is one that can be trusted. */
    peek(key: string): PublicAnswer | undefined {
      return listening ? entries.get(key) : undefined;
    },
    /** The kept answer for `key`, or the one `build` makes (kept unless something changed meanwhile). */
    async get(key: string, build: () => Promise<{ status: 200 | 404; body: unknown }>): Promise<PublicAnswer> {
      const kept = listening ? entries.get(key) : undefined;
      if (kept) return kept;
      const started = generation;
      await watchDue();
      const built = await build();
      const body = Buffer.from(JSON.stringify(built.body));
      const answer: PublicAnswer = {
        status: built.status,
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      };
      if (!listening || generation !== started || body.length > maxBytes / 4) return answer;
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + body.length > maxBytes)) {
        const [oldest, entry] = entries.entries().next().value as [string, PublicAnswer];
        entries.delete(oldest);
        bytes -= entry.body.length;
      }
      entries.set(key, answer);
      bytes += body.length;
      return answer;
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}
export type PublicCache = ReturnType<typeof publicCache>;
