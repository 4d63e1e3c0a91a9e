import { endpoints, WEB_VITAL_BEACONS_PER_MINUTE, type WebVital } from '@masthead/contract';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { ApiError } from '../api/api-error';
import { callApi } from '../api/call';

/** Where the tabs of this browser keep the times of their last beacons (and a refusal's pause). */
const LEDGER_KEY = 'masthead-web-vitals';
const MINUTE_MS = 60_000;
/** Half the server's limit: others may share this address. */
const BROWSER_BUDGET = Math.floor(WEB_VITAL_BEACONS_PER_MINUTE / 2);

interface Ledger {
  sent: number[];
  /** After a 429: nothing is sent before this time. */
  pausedUntil: number;
}

function readLedger(now: number): Ledger {
  try {
    const stored = JSON.parse(localStorage.getItem(LEDGER_KEY) ?? 'null') as Partial<Ledger> | null;
    const sent = Array.isArray(stored?.sent)
      ? stored.sent.filter((at) => typeof at === 'number' && now - at < MINUTE_MS)
      : [];
    return { sent, pausedUntil: typeof stored?.pausedUntil === 'number' ? stored.pausedUntil : 0 };
  } catch {
    return { sent: [], pausedUntil: 0 };
  }
}

function writeLedger(ledger: Ledger): void {
  try {
    localStorage.setItem(LEDGER_KEY, JSON.stringify(ledger));
  } catch {
    // No storage (a private window): this tab keeps to one beacon per load all the same.
  }
}

/**
 * Takes a place in this browser's budget (all its tabs share it through localStorage): false when
 * the last minute's beacons used it up, or the server asked for a pause.
 */
export function takeBeaconPlace(now = Date.now()): boolean {
  const ledger = readLedger(now);
  if (now < ledger.pausedUntil || ledger.sent.length >= BROWSER_BUDGET) return false;
  writeLedger({ ...ledger, sent: [...ledger.sent, now] });
  return true;
}

/** The server said 429: every tab stays quiet for a minute. */
function pause(now = Date.now()): void {
  writeLedger({ ...readLedger(now), pausedUntil: now + MINUTE_MS });
}

/**
 * Web vitals of this page load, sent as ONE beacon when the page is first hidden or left (issue
 * 30): the measurements taken until then, each at its latest value; whatever comes after is not
 * sent. A lost or refused beacon is harmless and says nothing in the console.
 */
export function reportWebVitals(): void {
  const latest = new Map<Metric['name'], WebVital>();
  let sent = false;
  const keep = (metric: Metric) => {
    latest.set(metric.name, {
      name: metric.name,
      value: Math.max(0, metric.value),
      rating: metric.rating,
      id: metric.id.slice(0, 100),
      path: window.location.pathname.slice(0, 500),
    });
  };
  onCLS(keep);
  onINP(keep);
  onLCP(keep);
  onFCP(keep);
  onTTFB(keep);
  // On the document, after web-vitals' own listeners on the window: they report first.
  const flush = (leaving: boolean) => {
    if (sent || (!leaving && document.visibilityState !== 'hidden') || latest.size === 0) return;
    sent = true;
    if (!takeBeaconPlace()) return;
    // keepalive lets the beacon leave while the page unloads.
    callApi(endpoints.metrics.recordWebVitals, { body: { vitals: [...latest.values()] }, keepalive: true }).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) pause();
      },
    );
  };
  document.addEventListener('visibilitychange', () => flush(false));
  window.addEventListener('pagehide', () => flush(true));
}
