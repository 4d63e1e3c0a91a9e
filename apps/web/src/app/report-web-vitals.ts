import { endpoints, type WebVital } from '@masthead/contract';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { callApi } from '../api/call';

function send(metric: Metric): void {
  const body: WebVital = {
    name: metric.name,
    value: Math.max(0, metric.value),
    rating: metric.rating,
    id: metric.id.slice(0, 100),
    path: window.location.pathname.slice(0, 500),
  };
  // keepalive lets the last measurements leave while the page unloads; a lost sample is harmless.
  callApi(endpoints.metrics.recordWebVital, { body, keepalive: true }).catch(() => undefined);
}

export function reportWebVitals(): void {
  onCLS(send);
  onINP(send);
  onLCP(send);
  onFCP(send);
  onTTFB(send);
}
