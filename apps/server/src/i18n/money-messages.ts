import type { Language } from '@lineup/contract/languages';

/** The server's texts about money: refusals, and the reminder a customer is e-mailed. */
const en = {
  'money.outOfStock': '{{name}}: only {{stock}} in stock.',
  'money.refundExceedsCredit':
    'A refund can give back at most the money the customer has on account ({{available}}). Take back the charge first.',
  'money.creditsShort': 'This grant has only {{remaining}} credits left.',
  'money.chargePaid': 'Nothing is owed on this charge any more.',
  'money.saleCancelled': 'This sale was cancelled already.',
  'money.customerWithoutEmail': '{{name}} has no e-mail address: add one to their record first.',
  'money.chargeNotFound': 'Charge not found.',
  'money.reminderSubject': '{{school}}: payment reminder',
  'money.reminderBody':
    'Hello {{name}},\n\nThis is a friendly reminder from {{school}}: {{amount}} for "{{item}}" was due on {{due}} and is still open.\n\nIf you have already paid, please ignore this message. Thank you!\n\n{{school}}',
  'money.paymentNotFound': 'Payment not found.',
  'money.saleNotFound': 'Sale not found.',
  'money.receiptSubject': '{{school}}: receipt {{number}}',
  'money.receiptBody':
    'Hello {{name}},\n\nThank you for your payment to {{school}}.\n\nReceipt {{number}}\nDate: {{date}}\nAmount: {{amount}}\nPaid by: {{method}}\nReference: {{reference}}\n\nFor:\n{{lines}}\n\n{{balance}}\n\n{{school}}',
  'money.receiptOwes': 'Still owed: {{amount}}.',
  'money.receiptInCredit': 'On account: {{amount}}.',
  'money.receiptSettled': 'Nothing is owed.',
  'money.method.cash': 'Cash',
  'money.method.card': 'Card',
  'money.method.mb_way': 'MB WAY',
  'money.method.transfer': 'Bank transfer',
  'money.method.other': 'Other',
};

export type MoneyMessageKey = keyof typeof en;

export const MONEY_MESSAGES: Record<Language, Record<MoneyMessageKey, string>> = {
  en,
  pt: {
    'money.outOfStock': '{{name}}: só há {{stock}} em stock.',
    'money.refundExceedsCredit':
      'Um reembolso pode devolver no máximo o dinheiro que o cliente tem em conta ({{available}}). Anule primeiro a cobrança.',
    'money.creditsShort': 'Esta atribuição só tem {{remaining}} créditos restantes.',
    'money.chargePaid': 'Já não há nada em dívida nesta cobrança.',
    'money.saleCancelled': 'Esta venda já foi anulada.',
    'money.customerWithoutEmail': '{{name}} não tem endereço de e-mail: acrescente-o primeiro à ficha.',
    'money.chargeNotFound': 'Cobrança não encontrada.',
    'money.reminderSubject': '{{school}}: lembrete de pagamento',
    'money.reminderBody':
      'Olá {{name}},\n\nUm lembrete amigável da {{school}}: {{amount}} de "{{item}}" venceu em {{due}} e ainda está por pagar.\n\nSe já pagou, ignore esta mensagem. Obrigado!\n\n{{school}}',
    'money.paymentNotFound': 'Pagamento não encontrado.',
    'money.saleNotFound': 'Venda não encontrada.',
    'money.receiptSubject': '{{school}}: recibo {{number}}',
    'money.receiptBody':
      'Olá {{name}},\n\nObrigado pelo seu pagamento à {{school}}.\n\nRecibo {{number}}\nData: {{date}}\nValor: {{amount}}\nMeio de pagamento: {{method}}\nReferência: {{reference}}\n\nReferente a:\n{{lines}}\n\n{{balance}}\n\n{{school}}',
    'money.receiptOwes': 'Ainda em dívida: {{amount}}.',
    'money.receiptInCredit': 'Em conta: {{amount}}.',
    'money.receiptSettled': 'Nada em dívida.',
    'money.method.cash': 'Numerário',
    'money.method.card': 'Cartão',
    'money.method.mb_way': 'MB WAY',
    'money.method.transfer': 'Transferência bancária',
    'money.method.other': 'Outro',
  },
  es: {
    'money.outOfStock': '{{name}}: solo quedan {{stock}} en stock.',
    'money.refundExceedsCredit':
      'Un reembolso puede devolver como mucho el dinero que el cliente tiene a cuenta ({{available}}). Anula primero el cargo.',
    'money.creditsShort': 'Esta asignación solo tiene {{remaining}} créditos restantes.',
    'money.chargePaid': 'Ya no se debe nada de este cargo.',
    'money.saleCancelled': 'Esta venta ya fue anulada.',
    'money.customerWithoutEmail': '{{name}} no tiene dirección de correo: añádela primero a su ficha.',
    'money.chargeNotFound': 'Cargo no encontrado.',
    'money.reminderSubject': '{{school}}: recordatorio de pago',
    'money.reminderBody':
      'Hola {{name}}:\n\nUn recordatorio amable de {{school}}: {{amount}} de "{{item}}" venció el {{due}} y sigue pendiente.\n\nSi ya has pagado, ignora este mensaje. ¡Gracias!\n\n{{school}}',
    'money.paymentNotFound': 'Pago no encontrado.',
    'money.saleNotFound': 'Venta no encontrada.',
    'money.receiptSubject': '{{school}}: recibo {{number}}',
    'money.receiptBody':
      'Hola {{name}}:\n\nGracias por tu pago a {{school}}.\n\nRecibo {{number}}\nFecha: {{date}}\nImporte: {{amount}}\nMétodo: {{method}}\nReferencia: {{reference}}\n\nConcepto:\n{{lines}}\n\n{{balance}}\n\n{{school}}',
    'money.receiptOwes': 'Pendiente de pago: {{amount}}.',
    'money.receiptInCredit': 'A cuenta: {{amount}}.',
    'money.receiptSettled': 'No hay nada pendiente.',
    'money.method.cash': 'Efectivo',
    'money.method.card': 'Tarjeta',
    'money.method.mb_way': 'MB WAY',
    'money.method.transfer': 'Transferencia bancaria',
    'money.method.other': 'Otro',
  },
  fr: {
    'money.outOfStock': '{{name}} : seulement {{stock}} en stock.',
    'money.refundExceedsCredit':
      'Un remboursement rend au plus l’argent que le client a en compte ({{available}}). Annulez d’abord la facturation.',
    'money.creditsShort': 'Cette attribution n’a plus que {{remaining}} crédits.',
    'money.chargePaid': 'Plus rien n’est dû sur cette facturation.',
    'money.saleCancelled': 'Cette vente a déjà été annulée.',
    'money.customerWithoutEmail': '{{name}} n’a pas d’adresse e-mail : ajoutez-la d’abord à sa fiche.',
    'money.chargeNotFound': 'Facturation introuvable.',
    'money.reminderSubject': '{{school}} : rappel de paiement',
    'money.reminderBody':
      'Bonjour {{name}},\n\nPetit rappel de {{school}} : {{amount}} pour « {{item}} » était dû le {{due}} et reste à régler.\n\nSi vous avez déjà payé, ignorez ce message. Merci !\n\n{{school}}',
    'money.paymentNotFound': 'Paiement introuvable.',
    'money.saleNotFound': 'Vente introuvable.',
    'money.receiptSubject': '{{school}} : reçu {{number}}',
    'money.receiptBody':
      'Bonjour {{name}},\n\nMerci pour votre paiement à {{school}}.\n\nReçu {{number}}\nDate : {{date}}\nMontant : {{amount}}\nMoyen de paiement : {{method}}\nRéférence : {{reference}}\n\nPour :\n{{lines}}\n\n{{balance}}\n\n{{school}}',
    'money.receiptOwes': 'Reste à payer : {{amount}}.',
    'money.receiptInCredit': 'En compte : {{amount}}.',
    'money.receiptSettled': "Plus rien n'est dû.",
    'money.method.cash': 'Espèces',
    'money.method.card': 'Carte',
    'money.method.mb_way': 'MB WAY',
    'money.method.transfer': 'Virement bancaire',
    'money.method.other': 'Autre',
  },
  de: {
    'money.outOfStock': '{{name}}: nur {{stock}} auf Lager.',
    'money.refundExceedsCredit':
      'Eine Erstattung gibt höchstens das Guthaben des Kunden zurück ({{available}}). Nehmen Sie zuerst die Forderung zurück.',
    'money.creditsShort': 'Diese Gutschrift hat nur noch {{remaining}} Credits.',
    'money.chargePaid': 'Auf diese Forderung ist nichts mehr offen.',
    'money.saleCancelled': 'Dieser Verkauf wurde bereits storniert.',
    'money.customerWithoutEmail': '{{name}} hat keine E-Mail-Adresse: Tragen Sie zuerst eine ein.',
    'money.chargeNotFound': 'Forderung nicht gefunden.',
    'money.reminderSubject': '{{school}}: Zahlungserinnerung',
    'money.reminderBody':
      'Hallo {{name}},\n\neine freundliche Erinnerung von {{school}}: {{amount}} für „{{item}}“ war am {{due}} fällig und ist noch offen.\n\nFalls Sie bereits bezahlt haben, ignorieren Sie diese Nachricht bitte. Danke!\n\n{{school}}',
    'money.paymentNotFound': 'Zahlung nicht gefunden.',
    'money.saleNotFound': 'Verkauf nicht gefunden.',
    'money.receiptSubject': '{{school}}: Quittung {{number}}',
    'money.receiptBody':
      'Hallo {{name}},\n\nvielen Dank für Ihre Zahlung an {{school}}.\n\nQuittung {{number}}\nDatum: {{date}}\nBetrag: {{amount}}\nZahlungsart: {{method}}\nReferenz: {{reference}}\n\nFür:\n{{lines}}\n\n{{balance}}\n\n{{school}}',
    'money.receiptOwes': 'Noch offen: {{amount}}.',
    'money.receiptInCredit': 'Guthaben: {{amount}}.',
    'money.receiptSettled': 'Es ist nichts offen.',
    'money.method.cash': 'Bar',
    'money.method.card': 'Karte',
    'money.method.mb_way': 'MB WAY',
    'money.method.transfer': 'Banküberweisung',
    'money.method.other': 'Andere',
  },
  zh: {
    'money.outOfStock': '{{name}}：库存仅剩 {{stock}} 件。',
    'money.refundExceedsCredit': '退款最多只能退还客户账户中的余额（{{available}}）。请先撤销该笔费用。',
    'money.creditsShort': '这笔发放只剩 {{remaining}} 个课时。',
    'money.chargePaid': '这笔费用已无欠款。',
    'money.saleCancelled': '这笔销售已被取消。',
    'money.customerWithoutEmail': '{{name}} 没有电子邮箱：请先在其记录中添加。',
    'money.chargeNotFound': '未找到该费用。',
    'money.reminderSubject': '{{school}}：付款提醒',
    'money.reminderBody':
      '{{name}} 您好：\n\n{{school}} 友情提醒：“{{item}}”的 {{amount}} 已于 {{due}} 到期，目前尚未支付。\n\n如您已付款，请忽略此消息。谢谢！\n\n{{school}}',
    'money.paymentNotFound': '未找到该付款。',
    'money.saleNotFound': '未找到该销售。',
    'money.receiptSubject': '{{school}}：收据 {{number}}',
    'money.receiptBody':
      '{{name}} 您好：\n\n感谢您向 {{school}} 付款。\n\n收据 {{number}}\n日期：{{date}}\n金额：{{amount}}\n付款方式：{{method}}\n参考号：{{reference}}\n\n用于：\n{{lines}}\n\n{{balance}}\n\n{{school}}',
    'money.receiptOwes': '尚欠：{{amount}}。',
    'money.receiptInCredit': '账户余额：{{amount}}。',
    'money.receiptSettled': '无欠款。',
    'money.method.cash': '现金',
    'money.method.card': '银行卡',
    'money.method.mb_way': 'MB WAY',
    'money.method.transfer': '银行转账',
    'money.method.other': '其他',
  },
};
