/** Selling, taking payments, correcting credits and undoing a sale, for the screens that show a customer. */
export { CreditsDialog } from '#web/features/money/components/credits-dialog.tsx';
export { PaymentDialog } from '#web/features/money/components/payment-dialog.tsx';
export { SaleDialog } from '#web/features/money/components/sale-dialog.tsx';
export { UndoSaleDialog } from '#web/features/money/components/undo-sale-dialog.tsx';
