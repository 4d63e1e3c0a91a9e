import { type AdScreenType, endpoints, type PublicAd, type PublicAdQuery } from '@masthead/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ListenHandlers } from '../../db/listener.js';
import { apiAddress } from '../../lib/api-address.js';
import type { AdCounts, AdDeliveryRepo, CategoryNode, RunningAd } from './ad-delivery.repo.js';
import type { ClickLinks, ClickProof } from './click-links.js';
import { expiringKeys } from './expiring-keys.js';

export const ADS_CHANNEL = 'masthead_ads';

export interface AdDeliveryOptions {
  /** How often counted views and clicks are written (ms). */
  flushMs: number;
  /** How often the running ads are read again without being told (ms): start times pass. */
  refreshMs: number;
  /** Pacing: how far ahead of an even spread over its window an ad may be (s). */
  leadSeconds: number;
  /** A reader's views of one ad count once in this many seconds (ADR 0028); 0 counts every view. */
  viewWindowSeconds: number;
}

/** Who asks: a robot (never counted) or a reader, by the id `ClickLinks.readerOf` gives it. */
export interface AdReader {
  robot: boolean;
  id: string;
}

/** How long a served ad's click address counts a click (s): a reader may finish a long article first. */
export const CLICK_TTL_SECONDS = 3600;
/**
 * Readers' counted views and counted clicks remembered, each: about 13 MB at most. Past it the
 * oldest are forgotten first, so a flood of new addresses shortens the window, never the memory.
 */
const MAX_REMEMBERED = 100_000;

/** Impressions this process has taken out of one ad's cap and not served yet. */
interface Lease {
  available: number;
  /** How many to ask for next time. */
  block: number;
  lastRefillAt: number;
  refilling: Promise<void> | null;
  /** Nothing more to take until then (cap or pace reached). */
  dryUntil: number;
}

const MAX_BLOCK = 64;
const DRY_RETRY_MS = 1000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Serves advertisements from memory and counts them (ADR 0013). Each process takes impressions
 * out of an ad's cap in blocks with one atomic row update (never past the cap or the paced
 * allowance), serves them from memory, and writes what it counted every `flushMs`; a stop
 * writes what is counted and gives back what was not served.
 */
export function adDelivery(
  repo: AdDeliveryRepo,
  options: AdDeliveryOptions,
  log: FastifyBaseLogger,
  links: ClickLinks,
) {
  let ads: RunningAd[] = [];
  let categories = new Map<string, CategoryNode>();
  let bySlug = new Map<string, CategoryNode>();
  const leases = new Map<string, Lease>();
  let pending = new Map<string, AdCounts>();
  let loading: Promise<void> | null = null;
  let reloadAgain = false;
  let flushing: Promise<void> = Promise.resolve();
  let stopped = false;
  /** `reader ad` → when its counted view stops counting for it; the view is `reader.at`. */
  const viewed = expiringKeys(MAX_REMEMBERED);
  /** `ad view.at` of every click counted, until its address expires: one click per view. */
  const clicked = expiringKeys(MAX_REMEMBERED);
  const windowMs = options.viewWindowSeconds * 1000;

  /** When (s) this reader's counted view of the ad was served, if it still counts for it. */
  function viewedAt(reader: string, adId: string, now: number): number | undefined {
    if (windowMs === 0) return undefined;
    const until = viewed.get(`${reader} ${adId}`, now);
    return until === undefined ? undefined : (until - windowMs) / 1000;
  }

  /** Takes one impression of the lease as this reader's counted view; the view's time (s), or null. */
  function takeView(ad: RunningAd, lease: Lease, reader: string, now: number): number | null {
    if (lease.available <= 0 || viewedAt(reader, ad.id, now) !== undefined) return null;
    lease.available -= 1;
    count(ad.id, 'views');
    const at = Math.floor(now / 1000);
    if (windowMs > 0) viewed.add(`${reader} ${ad.id}`, at * 1000 + windowMs, now);
    return at;
  }

  function count(id: string, field: 'views' | 'clicks'): void {
    const day = utcDay(Date.now());
    const key = `${id} ${day}`;
    let entry = pending.get(key);
    if (!entry) {
      entry = { id, day, views: 0, clicks: 0 };
      pending.set(key, entry);
    }
    entry[field] += 1;
  }

  async function load(): Promise<void> {
    const running = await repo.running();
    const previous = new Map(ads.map((ad) => [ad.id, ad]));
    ads = running.ads;
    categories = new Map(running.categories.map((node) => [node.id, node]));
    bySlug = new Map(running.categories.map((node) => [node.slug, node]));
    // An ad that stopped running, or whose cap or window changed, gives back what this process holds.
    const giveBack: { id: string; count: number }[] = [];
    const current = new Map(ads.map((ad) => [ad.id, ad]));
    for (const [id, lease] of leases) {
      const now = current.get(id);
      const before = previous.get(id);
      const changed =
        !now || (before && (before.max !== now.max || before.startMs !== now.startMs || before.endMs !== now.endMs));
      if (changed) {
        if (lease.available > 0) giveBack.push({ id, count: lease.available });
        leases.delete(id);
      } else {
        // Told of a change: a cap that was reached may have room again.
        lease.dryUntil = 0;
      }
    }
    if (giveBack.length > 0) {
      await flush();
      await repo.release(giveBack);
    }
  }

  /** Reads the running ads again; calls while a read is under way make one more read after it. */
  function reload(): Promise<void> {
    if (loading) {
      reloadAgain = true;
      return loading;
    }
    loading = load()
      .catch((error: unknown) => log.error({ err: error }, 'reading the running advertisements failed'))
      .finally(() => {
        loading = null;
        if (reloadAgain && !stopped) {
          reloadAgain = false;
          void reload();
        }
      });
    return loading;
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await repo.add(batch);
      } catch (error) {
        // Kept for the next flush: counted once, whenever the database takes it.
        for (const entry of batch) {
          const key = `${entry.id} ${entry.day}`;
          const kept = pending.get(key);
          if (kept) {
            kept.views += entry.views;
            kept.clicks += entry.clicks;
          } else pending.set(key, entry);
        }
        log.error({ err: error }, 'writing advertisement counts failed; kept for the next try');
      }
    });
    return flushing;
  }

  function leaseOf(id: string): Lease {
    let lease = leases.get(id);
    if (!lease) {
      lease = { available: 0, block: 1, lastRefillAt: 0, refilling: null, dryUntil: 0 };
      leases.set(id, lease);
    }
    return lease;
  }

  /** Takes out the next block; a block used up within a second makes the next one twice as large. */
  function refill(ad: RunningAd, lease: Lease): Promise<void> {
    if (lease.refilling) return lease.refilling;
    const now = Date.now();
    if (lease.lastRefillAt > 0) {
      lease.block =
        now - lease.lastRefillAt < 1000 ? Math.min(MAX_BLOCK, lease.block * 2) : Math.max(1, lease.block >> 1);
    }
    lease.lastRefillAt = now;
    lease.refilling = repo
      .reserve(ad.id, lease.block, options.leadSeconds)
      .then((granted) => {
        lease.available += granted;
        if (granted === 0) lease.dryUntil = Date.now() + DRY_RETRY_MS;
      })
      .catch((error: unknown) => {
        lease.dryUntil = Date.now() + DRY_RETRY_MS;
        log.error({ err: error }, 'reserving advertisement impressions failed');
      })
      .finally(() => {
        lease.refilling = null;
      });
    return lease.refilling;
  }

  /** The category and the ones above it, by slug or id. */
  function categoryChain(key: string): Set<string> {
    const chain = new Set<string>();
    let node = bySlug.get(key) ?? categories.get(key);
    while (node && !chain.has(node.id)) {
      chain.add(node.id);
      node = node.parentId ? categories.get(node.parentId) : undefined;
    }
    return chain;
  }

  /** Running now, at this position, for this page: featured ones on the home page; on a category page, its ads and those without categories. */
  function candidates(query: PublicAdQuery & { position: RunningAd['position'] }, now: number): RunningAd[] {
    const chain = query.category ? categoryChain(query.category) : null;
    return ads.filter(
      (ad) =>
        ad.position === query.position &&
        ad.startMs <= now &&
        ad.endMs > now &&
        (chain === null ? ad.isFeatured : ad.categoryIds.length === 0 || ad.categoryIds.some((id) => chain.has(id))),
    );
  }

  function shuffled<T>(list: T[]): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  function answer(ad: RunningAd, screen: AdScreenType, clickUrl: string): PublicAd {
    const desktop = screen === 'Desktop' && ad.position === 'Top' && ad.desktopUrl;
    return {
      _id: ad.id,
      title: ad.title,
      position: ad.position,
      screenType: desktop ? 'Desktop' : 'Mobile',
      imageUrl: desktop ? (ad.desktopUrl as string) : ad.mobileUrl,
      clickUrl,
    };
  }

  const handlers: ListenHandlers = {
    onMessage: () => void reload(),
    onReady: () => void reload(),
    onLost: () => {},
  };

  let flushTimer: NodeJS.Timeout | undefined;
  let refreshTimer: NodeJS.Timeout | undefined;

  return {
    handlers,

    /** Reads the running ads and starts writing counts every `flushMs`. */
    async start(): Promise<void> {
      flushTimer = setInterval(() => void flush(), options.flushMs);
      flushTimer.unref();
      refreshTimer = setInterval(() => void reload(), options.refreshMs);
      refreshTimer.unref();
      await reload();
    },

    /**
     * An ad for this place. A reader's first view of an ad in the window is counted (taken from
     * the cap) and carries a signed click address; after that, ads it has not seen come first,
     * and one it has seen is shown again uncounted, with the click address of its counted view.
     * A robot is shown an ad, never counted, with an address that counts no click. Null when
     * none may be shown now.
     */
    async serve(query: PublicAdQuery & { position: RunningAd['position']; screen: AdScreenType }, reader: AdReader) {
      const now = Date.now();
      const options = shuffled(candidates(query, now));
      if (reader.robot) {
        const shown = options.find((ad) => ad.reserved < ad.max);
        return shown ? answer(shown, query.screen, apiAddress(endpoints.advertisement.click, { id: shown.id })) : null;
      }
      const fresh = options.filter((ad) => viewedAt(reader.id, ad.id, now) === undefined);
      const counted = (ad: RunningAd, at: number) => answer(ad, query.screen, links.url(ad.id, reader.id, at));
      // First from what this process holds; then ask for more, ad by ad. An ad this process holds
      // nothing of yet (new, or its block spent) is asked for at once, so that it joins the draw
      // with the next reader instead of waiting for every other ad to run dry.
      for (const ad of fresh) {
        const lease = leaseOf(ad.id);
        const at = takeView(ad, lease, reader.id, now);
        if (at !== null) {
          if (lease.available <= lease.block >> 2 && lease.dryUntil <= now) void refill(ad, lease);
          return counted(ad, at);
        }
        if (lease.dryUntil <= now) void refill(ad, lease);
      }
      for (const ad of fresh) {
        const lease = leaseOf(ad.id);
        // Others waiting on the same block may take it first: ask again until the ad is dry.
        while (lease.dryUntil <= Date.now() && !stopped && viewedAt(reader.id, ad.id, Date.now()) === undefined) {
          await refill(ad, lease);
          const at = takeView(ad, lease, reader.id, Date.now());
          if (at !== null) return counted(ad, at);
        }
      }
      // Every ad new to this reader is spent for now: one it saw in the window, again, uncounted.
      const later = Date.now();
      for (const ad of options) {
        const at = viewedAt(reader.id, ad.id, later);
        if (at !== undefined && ad.reserved < ad.max) return counted(ad, at);
      }
      return null;
    },

    /**
     * Where a click on an ad goes (null for an unknown ad). It is counted only with a click
     * address this server signed for a view it served, not expired and not used before, on an
     * ad running now, and not from a robot.
     */
    async click(id: string, proof: ClickProof, robot: boolean): Promise<string | null> {
      const running = ads.find((ad) => ad.id === id);
      const url = running ? running.url : await repo.urlOf(id);
      if (!url || robot || !running) return url;
      const now = Date.now();
      if (running.startMs > now || running.endMs <= now) return url;
      const view = links.verify(id, proof, now / 1000);
      if (view === null || clicked.get(`${id} ${view}`, now) !== undefined) return url;
      const at = Number(view.slice(view.lastIndexOf('.') + 1));
      clicked.add(`${id} ${view}`, (at + CLICK_TTL_SECONDS) * 1000, now);
      count(id, 'clicks');
      return url;
    },

    /** Writes what was counted now (tests and reports that must see it). */
    flush,

    /** A graceful stop: writes every count, then gives back what was taken out and not served. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(flushTimer);
      clearInterval(refreshTimer);
      await Promise.all([...leases.values()].map((lease) => lease.refilling));
      await flush();
      const unused = [...leases]
        .filter(([, lease]) => lease.available > 0)
        .map(([id, lease]) => ({ id, count: lease.available }));
      leases.clear();
      await repo.release(unused);
    },
  };
}
export type AdDelivery = ReturnType<typeof adDelivery>;
