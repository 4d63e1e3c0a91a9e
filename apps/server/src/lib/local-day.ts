const DAY_MS = 86_400_000;

/** The calendar day `date` (YYYY-MM-DD) as the browser sees it: local midnight is UTC midnight minus its offset `tz`. */
export function localDayOf(date: string, tz: number): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - tz * 60_000);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}
