/** A customer's account (what they bought, owe and paid) and the receipt of a payment, for their page. */
export { accountQuery, sendReceipt } from '#web/features/money/api/money-api.ts';
