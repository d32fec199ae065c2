/** Business constants and limits of the spec (section 9) and DESIGN.md. */

export const REQUEST_TIMEOUT_MS = 10_000;
export const TOAST_DURATION_MS = 4_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const MENU_WIDTH_COLLAPSED = 55;
export const MENU_WIDTH_EXPANDED = 210;
export const CONTENT_MARGIN = 48;
export const DIALOG_WIDTH = 450;

export const HISTORY_MAX = 6;
export const YEAR_LIST_START = 2015;
export const GOOGLE_BUTTON_DELAY_MS = 100;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export const STORAGE_KEYS = {
  authToken: 'authToken',
  rememberedEmail: 'rememberedEmail',
  session: 'lineupSession',
  privacyNoticeDismissed: 'privacyNoticeDismissed',
} as const;

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again later.';

/** A new school's time zone (IANA) and currency (ISO 4217) until it chooses its own. */
export const DEFAULT_TIME_ZONE = 'Europe/Lisbon';
export const DEFAULT_CURRENCY = 'EUR';
