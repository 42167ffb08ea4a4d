/** A day as `YYYY-MM-DD` (UTC). */
export type Day = string;

/** The first instant of `day` (UTC). */
export const startOfDay = (day: Day): Date => new Date(`${day}T00:00:00.000Z`);

/** The first instant after `day` (UTC): ranges are read as `[startOfDay(from), endOfDay(to))`. */
export const endOfDay = (day: Day): Date => new Date(startOfDay(day).getTime() + 86_400_000);

/** Today (UTC), or `days` before it. */
export const utcDay = (at: Date, daysBefore = 0): Day => new Date(at.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);
