// Plain constants of the rate history (GET /api/metals/history), kept apart from its zod schemas
// so the /rates page can read them without downloading zod.

/** The longest window the history API serves. */
export const MAX_HISTORY_DAYS = 365;
/** The window /rates charts, and the one the server embeds in that page. */
export const DEFAULT_HISTORY_DAYS = 30;
