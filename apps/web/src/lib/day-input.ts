import dayjs from 'dayjs';

const dayMonthYear = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** Reads a typed day as DD/MM/YYYY (the product's format) or YYYY-MM-DD; answers YYYY-MM-DD or null. */
export function parseDay(text: string): string | null {
  const match = dayMonthYear.exec(text);
  const candidate = match ? `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}` : text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(candidate)) return null;
  const day = dayjs(candidate);
  return day.isValid() && day.format('YYYY-MM-DD') === candidate ? candidate : null;
}

/** A local date-time as the picker holds it ('YYYY-MM-DD HH:mm:ss') to an ISO instant, and back. */
export function localToIso(local: string | null): string | null {
  if (!local) return null;
  const date = dayjs(local);
  return date.isValid() ? date.toISOString() : null;
}

export function isoToLocal(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : null;
}
