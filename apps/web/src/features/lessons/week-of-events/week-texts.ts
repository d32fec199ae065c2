/**
 * The texts of a week of events (`week.*`): a staff member's and a vehicle's pages show one, so they
 * load with those screens (ScreenTexts), one loader per language.
 */
export const weekLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
