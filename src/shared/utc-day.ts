/** `YYYY-MM-DD` of an instant in UTC: the day the records, the CSVs and the database's dates give. */
export const utcDay = (instant: string | number | Date): string =>
  new Date(instant).toISOString().slice(0, 10);
