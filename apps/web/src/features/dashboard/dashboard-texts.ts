/** The dashboard's own texts (`dashboard.*`), one loader per language, loaded with the screen (ScreenTexts). */
export const dashboardLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
