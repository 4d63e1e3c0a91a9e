import { z } from 'zod';

export const webVitalNames = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;

export const webVitalSchema = z.object({
  name: z.enum(webVitalNames),
  value: z.number().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().max(100),
  path: z.string().max(500),
});
export type WebVital = z.infer<typeof webVitalSchema>;

/** One page load's measurements, sent as one beacon when the page is hidden or left (issue 30). */
export const webVitalBeaconSchema = z.object({ vitals: z.array(webVitalSchema).min(1).max(10) });
export type WebVitalBeacon = z.infer<typeof webVitalBeaconSchema>;

/**
 * Beacons the server takes per address and minute; browsers keep, across their tabs, to half of
 * it (several people may share an address), so the limit's 429 is never met in use.
 */
export const WEB_VITAL_BEACONS_PER_MINUTE = 60;

export const webVitalSummarySchema = z.array(
  z.object({ name: z.enum(webVitalNames), p75: z.number(), count: z.number().int() }),
);
export type WebVitalSummary = z.infer<typeof webVitalSummarySchema>;
