import { DATE_TIME_FORMAT, type WebVital } from '@masthead/contract';
import dayjs from 'dayjs';

const EMPTY = '—';

/** An ISO date as DD/MM/YYYY HH:mm in the browser's time zone; an em dash when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return EMPTY;
  const date = dayjs(iso);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : EMPTY;
}

/** A web-vital value in its unit: CLS is a unitless score, the others are milliseconds. */
export function formatVital(name: WebVital['name'], value: number): string {
  if (name === 'CLS') return value.toFixed(3);
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

/** Number of pages for a list: total over page size, rounded up, at least one. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Up to two capitals from a person's name, for an avatar: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
