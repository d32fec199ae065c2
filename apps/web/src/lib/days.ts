/** The day `days` after `day` (before, when negative), both `YYYY-MM-DD`: calendar days, whatever the clocks do. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
