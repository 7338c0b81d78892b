/** `YYYY-MM-DD` of an instant in UTC: the day the records, the CSVs and the database's dates give. */
export const utcDay = (instant: string | number | Date): string =>
  new Date(instant).toISOString().slice(0, 10);

/**
 * The day `months` calendar months after `day` (`YYYY-MM-DD`, negative for before): the same day
 * of that month, or its last day when it has none, as PostgreSQL adds `interval 'n months'`.
 */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return utcDay(Date.UTC(year, month - 1 + months, Math.min(date, lastDay)));
}
