/**
 * The texts of a customer's money (`money.*`): the customer's page and a lesson's people sell and
 * take payments with them, so they load with either screen (ScreenTexts), one loader per language.
 */
export const moneyLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
