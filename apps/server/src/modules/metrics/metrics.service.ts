import type { WebVital, WebVitalSummary } from '@masthead/contract';
import type { MetricsRepo } from './metrics.repo.js';

const summaryWindowMs = 7 * 24 * 60 * 60 * 1000;

export function metricsService(repo: MetricsRepo) {
  return {
    recordWebVital: (vital: WebVital, userId: string | null) => repo.insert(vital, userId),
    recordWebVitals: (vitals: WebVital[], userId: string | null) => repo.insertMany(vitals, userId),
    /** 75th percentile of each measurement over the last seven days. */
    summarizeWebVitals: (): Promise<WebVitalSummary> => repo.summarySince(new Date(Date.now() - summaryWindowMs)),
  };
}
export type MetricsService = ReturnType<typeof metricsService>;
