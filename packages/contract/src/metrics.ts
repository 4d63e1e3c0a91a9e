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

export const webVitalSummarySchema = z.array(
  z.object({ name: z.enum(webVitalNames), p75: z.number(), count: z.number().int() }),
);
export type WebVitalSummary = z.infer<typeof webVitalSummarySchema>;
