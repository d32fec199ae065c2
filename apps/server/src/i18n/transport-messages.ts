import type { Language } from '@lineup/contract/languages';

/** The server's texts about vehicles: refusals and the CSV export's headers. */
const en = {
  'transport.notFound': 'Vehicle not found.',
  'transport.nameTaken': 'There is already a vehicle named "{{name}}".',
  'transport.inUse': 'This vehicle is in use, so it cannot be deleted. Deactivate it instead.',
  'transport.column.plate': 'Plate',
  'transport.column.seats': 'Seats',
  'transport.column.driver': 'Default driver',
} as const;

export type TransportMessageKey = keyof typeof en;

export const TRANSPORT_MESSAGES: Record<Language, Record<TransportMessageKey, string>> = {
  en,
  pt: {
    'transport.notFound': 'Viatura não encontrada.',
    'transport.nameTaken': 'Já existe uma viatura chamada "{{name}}".',
    'transport.inUse': 'Esta viatura está em uso e não pode ser eliminada. Desative-a em vez disso.',
    'transport.column.plate': 'Matrícula',
    'transport.column.seats': 'Lugares',
    'transport.column.driver': 'Condutor habitual',
  },
  es: {
    'transport.notFound': 'Vehículo no encontrado.',
    'transport.nameTaken': 'Ya existe un vehículo llamado "{{name}}".',
    'transport.inUse': 'Este vehículo está en uso y no se puede eliminar. Desactívalo en su lugar.',
    'transport.column.plate': 'Matrícula',
    'transport.column.seats': 'Plazas',
    'transport.column.driver': 'Conductor habitual',
  },
  fr: {
    'transport.notFound': 'Véhicule introuvable.',
    'transport.nameTaken': 'Il existe déjà un véhicule nommé « {{name}} ».',
    'transport.inUse': 'Ce véhicule est utilisé et ne peut pas être supprimé. Désactivez-le plutôt.',
    'transport.column.plate': 'Immatriculation',
    'transport.column.seats': 'Places',
    'transport.column.driver': 'Conducteur habituel',
  },
  de: {
    'transport.notFound': 'Fahrzeug nicht gefunden.',
    'transport.nameTaken': 'Es gibt bereits ein Fahrzeug namens „{{name}}“.',
    'transport.inUse':
      'Dieses Fahrzeug wird verwendet und kann nicht gelöscht werden. Deaktivieren Sie es stattdessen.',
    'transport.column.plate': 'Kennzeichen',
    'transport.column.seats': 'Sitzplätze',
    'transport.column.driver': 'Standardfahrer',
  },
  zh: {
    'transport.notFound': '未找到该车辆。',
    'transport.nameTaken': '已有名为“{{name}}”的车辆。',
    'transport.inUse': '该车辆正在使用，无法删除。请改为停用。',
    'transport.column.plate': '车牌',
    'transport.column.seats': '座位数',
    'transport.column.driver': '默认司机',
  },
};
