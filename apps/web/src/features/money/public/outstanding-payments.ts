/** The school's outstanding payments, for the customers' list and the dashboard. */
export { OutstandingPayments } from '#web/features/money/components/outstanding-payments.tsx';
