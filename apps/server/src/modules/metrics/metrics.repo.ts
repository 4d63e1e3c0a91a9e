import type { WebVital, WebVitalSummary } from '@masthead/contract';
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webVitals } from '../../db/schema.js';

export function metricsRepo(db: Db) {
  return {
    async insert(vital: WebVital, userId: string | null): Promise<void> {
      await db
        .insert(webVitals)
        .values({ name: vital.name, value: vital.value, rating: vital.rating, path: vital.path, userId });
    },
    /** A page load's measurements, in one statement. */
    async insertMany(vitals: WebVital[], userId: string | null): Promise<void> {
      await db
        .insert(webVitals)
        .values(vitals.map((v) => ({ name: v.name, value: v.value, rating: v.rating, path: v.path, userId })));
    },
    async summarySince(since: Date): Promise<WebVitalSummary> {
      const rows = await db
        .select({
          name: webVitals.name,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(webVitals)
        .where(gt(webVitals.createdAt, since))
        .groupBy(webVitals.name)
        .orderBy(webVitals.name);
      return rows as WebVitalSummary;
    },
  };
}
export type MetricsRepo = ReturnType<typeof metricsRepo>;
