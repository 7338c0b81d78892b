/** A date as `YYYY-MM-DD` in the person's own time zone. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's local date as `YYYY-MM-DD`, for a date field's default. */
export const today = (now = new Date()) => localDay(now);
