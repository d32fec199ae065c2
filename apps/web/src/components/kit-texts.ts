/** The texts of the list and form kits, loaded by the screens that use the kits (useScreenTexts). */
export const kitTexts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
