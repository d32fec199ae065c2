import type { Language } from '@lineup/contract/languages';

/** The server's texts about rooms, suppliers and shop items: refusals and the CSV exports' headers. */
const en = {
  'catalogue.column.name': 'Name',
  'catalogue.column.capacity': 'Capacity',
  'catalogue.column.notes': 'Notes',
  'catalogue.column.active': 'Active',
  'catalogue.column.updatedAt': 'Last changed',
  'catalogue.equipmentBelowBookings':
    '{{item}} would have {{usable}} usable, fewer than {{lessons}} upcoming lesson(s) book: {{list}}. Go ahead?',
  'catalogue.seatsBelowBookings':
    '{{vehicle}} would have {{seats}} seats, too few for the people of {{lessons}} upcoming lesson(s): {{list}}. Go ahead?',
  'catalogue.roomBelowBookings':
    '{{room}} would hold {{capacity}} people, fewer than {{lessons}} upcoming lesson(s) bring in: {{list}}. Move those lessons or their people first.',
  'catalogue.placeBelowBookings':
    '{{place}} would take {{capacity}} students at once, fewer than {{lessons}} upcoming lesson(s) bring in: {{list}}. Move those lessons or their students first.',
  'room.notFound': 'Room not found.',
  'room.nameTaken': 'There is already a room named "{{name}}".',
  'room.inUse': 'This room is in use, so it cannot be deleted. Deactivate it instead.',
  'room.column.place': 'Place',
  'supplier.notFound': 'Supplier not found.',
  'supplier.nameTaken': 'There is already a supplier named "{{name}}".',
  'supplier.inUse': 'Equipment or shop items come from this supplier, so it cannot be deleted. Deactivate it instead.',
  'supplier.column.contactPerson': 'Contact person',
  'supplier.column.email': 'E-mail',
  'supplier.column.phone': 'Phone',
  'supplier.column.taxId': 'Tax ID',
  'supplier.column.address': 'Address',
  'supplier.column.country': 'Country',
  'item.notFound': 'Item not found.',
  'item.nameTaken': 'There is already an item named "{{name}}".',
  'item.inUse': 'This item has been sold, so it cannot be deleted. Deactivate it instead.',
  'item.column.sku': 'SKU',
  'item.column.price': 'Price',
  'item.column.stock': 'Stock',
  'item.column.supplier': 'Supplier',
} as const;

export type CatalogueMessageKey = keyof typeof en;

export const CATALOGUE_MESSAGES: Record<Language, Record<CatalogueMessageKey, string>> = {
  en,
  pt: {
    'catalogue.column.name': 'Nome',
    'catalogue.column.capacity': 'Capacidade',
    'catalogue.column.notes': 'Notas',
    'catalogue.column.active': 'Ativo',
    'catalogue.column.updatedAt': 'Última alteração',
    'catalogue.equipmentBelowBookings':
      '{{item}} ficaria com {{usable}} utilizáveis, menos do que reservam {{lessons}} aula(s) futura(s): {{list}}. Continuar?',
    'catalogue.seatsBelowBookings':
      '{{vehicle}} ficaria com {{seats}} lugares, poucos para as pessoas de {{lessons}} aula(s) futura(s): {{list}}. Continuar?',
    'catalogue.roomBelowBookings':
      '{{room}} levaria {{capacity}} pessoas, menos do que trazem {{lessons}} aula(s) futura(s): {{list}}. Mude primeiro essas aulas ou as suas pessoas.',
    'catalogue.placeBelowBookings':
      '{{place}} receberia {{capacity}} alunos de cada vez, menos do que trazem {{lessons}} aula(s) futura(s): {{list}}. Mude primeiro essas aulas ou os seus alunos.',
    'room.notFound': 'Sala não encontrada.',
    'room.nameTaken': 'Já existe uma sala chamada "{{name}}".',
    'room.inUse': 'Esta sala está em uso e não pode ser eliminada. Desative-a em vez disso.',
    'room.column.place': 'Local',
    'supplier.notFound': 'Fornecedor não encontrado.',
    'supplier.nameTaken': 'Já existe um fornecedor chamado "{{name}}".',
    'supplier.inUse':
      'Há equipamento ou artigos da loja deste fornecedor, por isso não pode ser eliminado. Desative-o em vez disso.',
    'supplier.column.contactPerson': 'Pessoa de contacto',
    'supplier.column.email': 'E-mail',
    'supplier.column.phone': 'Telefone',
    'supplier.column.taxId': 'NIF',
    'supplier.column.address': 'Morada',
    'supplier.column.country': 'País',
    'item.notFound': 'Artigo não encontrado.',
    'item.nameTaken': 'Já existe um artigo chamado "{{name}}".',
    'item.inUse': 'Este artigo já foi vendido e não pode ser eliminado. Desative-o em vez disso.',
    'item.column.sku': 'Referência',
    'item.column.price': 'Preço',
    'item.column.stock': 'Stock',
    'item.column.supplier': 'Fornecedor',
  },
  es: {
    'catalogue.column.name': 'Nombre',
    'catalogue.column.capacity': 'Capacidad',
    'catalogue.column.notes': 'Notas',
    'catalogue.column.active': 'Activo',
    'catalogue.column.updatedAt': 'Último cambio',
    'catalogue.equipmentBelowBookings':
      '{{item}} quedaría con {{usable}} utilizables, menos de lo que reservan {{lessons}} clase(s) próxima(s): {{list}}. ¿Continuar?',
    'catalogue.seatsBelowBookings':
      '{{vehicle}} quedaría con {{seats}} plazas, pocas para las personas de {{lessons}} clase(s) próxima(s): {{list}}. ¿Continuar?',
    'catalogue.roomBelowBookings':
      '{{room}} admitiría {{capacity}} personas, menos de las que traen {{lessons}} clase(s) próxima(s): {{list}}. Mueve antes esas clases o a su gente.',
    'catalogue.placeBelowBookings':
      '{{place}} admitiría {{capacity}} alumnos a la vez, menos de los que traen {{lessons}} clase(s) próxima(s): {{list}}. Mueve antes esas clases o a sus alumnos.',
    'room.notFound': 'Sala no encontrada.',
    'room.nameTaken': 'Ya existe una sala llamada "{{name}}".',
    'room.inUse': 'Esta sala está en uso y no se puede eliminar. Desactívala en su lugar.',
    'room.column.place': 'Lugar',
    'supplier.notFound': 'Proveedor no encontrado.',
    'supplier.nameTaken': 'Ya existe un proveedor llamado "{{name}}".',
    'supplier.inUse':
      'Hay material o artículos de la tienda de este proveedor, así que no se puede eliminar. Desactívalo en su lugar.',
    'supplier.column.contactPerson': 'Persona de contacto',
    'supplier.column.email': 'Correo electrónico',
    'supplier.column.phone': 'Teléfono',
    'supplier.column.taxId': 'NIF',
    'supplier.column.address': 'Dirección',
    'supplier.column.country': 'País',
    'item.notFound': 'Artículo no encontrado.',
    'item.nameTaken': 'Ya existe un artículo llamado "{{name}}".',
    'item.inUse': 'Este artículo ya se ha vendido y no se puede eliminar. Desactívalo en su lugar.',
    'item.column.sku': 'Referencia',
    'item.column.price': 'Precio',
    'item.column.stock': 'Existencias',
    'item.column.supplier': 'Proveedor',
  },
  fr: {
    'catalogue.column.name': 'Nom',
    'catalogue.column.capacity': 'Capacité',
    'catalogue.column.notes': 'Notes',
    'catalogue.column.active': 'Actif',
    'catalogue.column.updatedAt': 'Dernière modification',
    'catalogue.equipmentBelowBookings':
      '{{item}} n’aurait plus que {{usable}} utilisables, moins que ce que réservent {{lessons}} cours à venir : {{list}}. Continuer ?',
    'catalogue.seatsBelowBookings':
      '{{vehicle}} n’aurait plus que {{seats}} places, trop peu pour les personnes de {{lessons}} cours à venir : {{list}}. Continuer ?',
    'catalogue.roomBelowBookings':
      '{{room}} n’accueillerait que {{capacity}} personnes, moins que n’en amènent {{lessons}} cours à venir : {{list}}. Déplacez d’abord ces cours ou leurs participants.',
    'catalogue.placeBelowBookings':
      '{{place}} n’accueillerait que {{capacity}} élèves à la fois, moins que n’en amènent {{lessons}} cours à venir : {{list}}. Déplacez d’abord ces cours ou leurs élèves.',
    'room.notFound': 'Salle introuvable.',
    'room.nameTaken': 'Il existe déjà une salle nommée « {{name}} ».',
    'room.inUse': 'Cette salle est utilisée, elle ne peut donc pas être supprimée. Désactivez-la plutôt.',
    'room.column.place': 'Lieu',
    'supplier.notFound': 'Fournisseur introuvable.',
    'supplier.nameTaken': 'Il existe déjà un fournisseur nommé « {{name}} ».',
    'supplier.inUse':
      'Du matériel ou des articles de la boutique viennent de ce fournisseur, il ne peut donc pas être supprimé. Désactivez-le plutôt.',
    'supplier.column.contactPerson': 'Personne de contact',
    'supplier.column.email': 'E-mail',
    'supplier.column.phone': 'Téléphone',
    'supplier.column.taxId': 'Numéro fiscal',
    'supplier.column.address': 'Adresse',
    'supplier.column.country': 'Pays',
    'item.notFound': 'Article introuvable.',
    'item.nameTaken': 'Il existe déjà un article nommé « {{name}} ».',
    'item.inUse': 'Cet article a déjà été vendu, il ne peut donc pas être supprimé. Désactivez-le plutôt.',
    'item.column.sku': 'Référence',
    'item.column.price': 'Prix',
    'item.column.stock': 'Stock',
    'item.column.supplier': 'Fournisseur',
  },
  de: {
    'catalogue.column.name': 'Name',
    'catalogue.column.capacity': 'Kapazität',
    'catalogue.column.notes': 'Notizen',
    'catalogue.column.active': 'Aktiv',
    'catalogue.column.updatedAt': 'Zuletzt geändert',
    'catalogue.equipmentBelowBookings':
      '{{item}} hätte nur noch {{usable}} nutzbare, weniger als {{lessons}} kommende Kurs(e) buchen: {{list}}. Trotzdem fortfahren?',
    'catalogue.seatsBelowBookings':
      '{{vehicle}} hätte nur noch {{seats}} Sitze, zu wenige für die Personen von {{lessons}} kommenden Kurs(en): {{list}}. Trotzdem fortfahren?',
    'catalogue.roomBelowBookings':
      '{{room}} fasste nur noch {{capacity}} Personen, weniger als {{lessons}} kommende Kurs(e) mitbringen: {{list}}. Verlegen Sie zuerst diese Kurse oder ihre Teilnehmenden.',
    'catalogue.placeBelowBookings':
      '{{place}} nähme nur noch {{capacity}} Schüler gleichzeitig auf, weniger als {{lessons}} kommende Kurs(e) mitbringen: {{list}}. Verlegen Sie zuerst diese Kurse oder ihre Schüler.',
    'room.notFound': 'Raum nicht gefunden.',
    'room.nameTaken': 'Es gibt bereits einen Raum namens „{{name}}“.',
    'room.inUse': 'Dieser Raum wird verwendet und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
    'room.column.place': 'Ort',
    'supplier.notFound': 'Lieferant nicht gefunden.',
    'supplier.nameTaken': 'Es gibt bereits einen Lieferanten namens „{{name}}“.',
    'supplier.inUse':
      'Ausrüstung oder Shop-Artikel stammen von diesem Lieferanten, daher kann er nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
    'supplier.column.contactPerson': 'Ansprechpartner',
    'supplier.column.email': 'E-Mail',
    'supplier.column.phone': 'Telefon',
    'supplier.column.taxId': 'Steuernummer',
    'supplier.column.address': 'Adresse',
    'supplier.column.country': 'Land',
    'item.notFound': 'Artikel nicht gefunden.',
    'item.nameTaken': 'Es gibt bereits einen Artikel namens „{{name}}“.',
    'item.inUse':
      'Dieser Artikel wurde bereits verkauft und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.',
    'item.column.sku': 'Artikelnummer',
    'item.column.price': 'Preis',
    'item.column.stock': 'Bestand',
    'item.column.supplier': 'Lieferant',
  },
  zh: {
    'catalogue.column.name': '名称',
    'catalogue.column.capacity': '容量',
    'catalogue.column.notes': '备注',
    'catalogue.column.active': '启用',
    'catalogue.column.updatedAt': '最后修改',
    'catalogue.equipmentBelowBookings':
      '{{item}} 将只剩 {{usable}} 件可用，少于 {{lessons}} 节即将进行的课程所预订的数量：{{list}}。仍要继续吗？',
    'catalogue.seatsBelowBookings':
      '{{vehicle}} 将只有 {{seats}} 个座位，不够 {{lessons}} 节即将进行的课程的人员乘坐：{{list}}。仍要继续吗？',
    'catalogue.roomBelowBookings':
      '{{room}} 将只能容纳 {{capacity}} 人，少于 {{lessons}} 节即将进行的课程的人数：{{list}}。请先调整这些课程或其人员。',
    'catalogue.placeBelowBookings':
      '{{place}} 将同时只能接待 {{capacity}} 名学员，少于 {{lessons}} 节即将进行的课程的学员人数：{{list}}。请先调整这些课程或其学员。',
    'room.notFound': '未找到房间。',
    'room.nameTaken': '已有名为“{{name}}”的房间。',
    'room.inUse': '此房间正在使用，无法删除。请改为停用。',
    'room.column.place': '地点',
    'supplier.notFound': '未找到供应商。',
    'supplier.nameTaken': '已有名为“{{name}}”的供应商。',
    'supplier.inUse': '有装备或商店商品来自此供应商，无法删除。请改为停用。',
    'supplier.column.contactPerson': '联系人',
    'supplier.column.email': '电子邮件',
    'supplier.column.phone': '电话',
    'supplier.column.taxId': '税号',
    'supplier.column.address': '地址',
    'supplier.column.country': '国家/地区',
    'item.notFound': '未找到商品。',
    'item.nameTaken': '已有名为“{{name}}”的商品。',
    'item.inUse': '此商品已有销售记录，无法删除。请改为停用。',
    'item.column.sku': '货号',
    'item.column.price': '价格',
    'item.column.stock': '库存',
    'item.column.supplier': '供应商',
  },
};
