/** The texts of a customer's money, for the screens that show a part of it. */
export { moneyLocales } from '#web/features/money/money-texts.ts';
