import type { Language } from '@lineup/contract/languages';

/** The server's texts about the schedule: what the conflict engine refuses, and why. */
const en = {
  'event.notFound': 'Lesson or event not found.',
  'event.cancelled': 'This event is cancelled, so it cannot be changed.',
  'event.customerDoubleBooked': '{{name}} is already booked in "{{event}}" at {{start}}.',
  'event.staffDoubleBooked': '{{name}} is already working in "{{event}}" at {{start}}.',
  'event.full': 'This event is full: {{count}} customers for {{capacity}} places.',
  'event.roomFull': 'The room {{room}} holds {{capacity}} people; at that time there would be {{count}}.',
  'event.placeFull': '{{place}} takes {{capacity}} students at once; at that time there would be {{count}}.',
  'event.tooFewInstructors':
    '{{customers}} customers need more instructors: {{instructors}} instructor(s) take at most {{perInstructor}} students each.',
  'event.staffFunction': '{{name}} does not work as {{role}}: add the function on their staff record first.',
  'event.customerNotBooked': 'This customer is not booked in this event.',
  'event.equipmentShort': '{{item}}: {{usable}} usable, and at that time {{count}} would be booked.',
  'event.vehicleDoubleBooked': '{{name}} is already going to "{{event}}" at {{start}}.',
  'event.vehicleSeats': '{{count}} people for {{seats}} seats in the vehicles.',
  'event.equipmentNotBooked': 'This equipment is not booked in this event.',
  'event.vehicleNotBooked': 'This vehicle is not booked in this event.',
  'event.staffNotBooked': 'This person does not work in this event.',
  'event.notInstructorOfEvent':
    'Only someone who manages customers, or an instructor of this event, can record its attendance.',
} as const;

export type EventMessageKey = keyof typeof en;

export const EVENT_MESSAGES: Record<Language, Record<EventMessageKey, string>> = {
  en,
  pt: {
    'event.notFound': 'Aula ou evento não encontrado.',
    'event.cancelled': 'Este evento está cancelado e não pode ser alterado.',
    'event.customerDoubleBooked': '{{name}} já está marcado(a) em "{{event}}" às {{start}}.',
    'event.staffDoubleBooked': '{{name}} já está a trabalhar em "{{event}}" às {{start}}.',
    'event.full': 'Este evento está cheio: {{count}} clientes para {{capacity}} lugares.',
    'event.roomFull': 'A sala {{room}} leva {{capacity}} pessoas; a essa hora seriam {{count}}.',
    'event.placeFull': '{{place}} recebe {{capacity}} alunos de cada vez; a essa hora seriam {{count}}.',
    'event.tooFewInstructors':
      '{{customers}} clientes precisam de mais instrutores: {{instructors}} instrutor(es) levam no máximo {{perInstructor}} alunos cada.',
    'event.staffFunction': '{{name}} não trabalha como {{role}}: acrescente a função na ficha da equipa primeiro.',
    'event.customerNotBooked': 'Este cliente não está marcado neste evento.',
    'event.equipmentShort': '{{item}}: {{usable}} utilizáveis, e a essa hora seriam reservados {{count}}.',
    'event.vehicleDoubleBooked': '{{name}} já vai para "{{event}}" às {{start}}.',
    'event.vehicleSeats': '{{count}} pessoas para {{seats}} lugares nos veículos.',
    'event.equipmentNotBooked': 'Este equipamento não está reservado neste evento.',
    'event.vehicleNotBooked': 'Este veículo não está reservado neste evento.',
    'event.staffNotBooked': 'Esta pessoa não trabalha neste evento.',
    'event.notInstructorOfEvent': 'Só quem gere clientes, ou um instrutor deste evento, pode registar as presenças.',
  },
  es: {
    'event.notFound': 'Clase o evento no encontrado.',
    'event.cancelled': 'Este evento está cancelado y no se puede cambiar.',
    'event.customerDoubleBooked': '{{name}} ya está reservado(a) en "{{event}}" a las {{start}}.',
    'event.staffDoubleBooked': '{{name}} ya trabaja en "{{event}}" a las {{start}}.',
    'event.full': 'Este evento está completo: {{count}} clientes para {{capacity}} plazas.',
    'event.roomFull': 'La sala {{room}} admite {{capacity}} personas; a esa hora serían {{count}}.',
    'event.placeFull': '{{place}} admite {{capacity}} alumnos a la vez; a esa hora serían {{count}}.',
    'event.tooFewInstructors':
      '{{customers}} clientes necesitan más instructores: {{instructors}} instructor(es) llevan como máximo {{perInstructor}} alumnos cada uno.',
    'event.staffFunction': '{{name}} no trabaja como {{role}}: añada la función en su ficha de personal primero.',
    'event.customerNotBooked': 'Este cliente no está reservado en este evento.',
    'event.equipmentShort': '{{item}}: {{usable}} utilizables, y a esa hora se reservarían {{count}}.',
    'event.vehicleDoubleBooked': '{{name}} ya va a "{{event}}" a las {{start}}.',
    'event.vehicleSeats': '{{count}} personas para {{seats}} plazas en los vehículos.',
    'event.equipmentNotBooked': 'Este equipo no está reservado en este evento.',
    'event.vehicleNotBooked': 'Este vehículo no está reservado en este evento.',
    'event.staffNotBooked': 'Esta persona no trabaja en este evento.',
    'event.notInstructorOfEvent':
      'Solo quien gestiona clientes, o un instructor de este evento, puede registrar la asistencia.',
  },
  fr: {
    'event.notFound': 'Cours ou événement introuvable.',
    'event.cancelled': 'Cet événement est annulé et ne peut plus être modifié.',
    'event.customerDoubleBooked': '{{name}} est déjà inscrit(e) à « {{event}} » à {{start}}.',
    'event.staffDoubleBooked': '{{name}} travaille déjà dans « {{event}} » à {{start}}.',
    'event.full': 'Cet événement est complet : {{count}} clients pour {{capacity}} places.',
    'event.roomFull': 'La salle {{room}} accueille {{capacity}} personnes ; à cette heure il y en aurait {{count}}.',
    'event.placeFull': '{{place}} accueille {{capacity}} élèves à la fois ; à cette heure il y en aurait {{count}}.',
    'event.tooFewInstructors':
      '{{customers}} clients demandent plus de moniteurs : {{instructors}} moniteur(s) prennent au plus {{perInstructor}} élèves chacun.',
    'event.staffFunction': "{{name}} ne travaille pas comme {{role}} : ajoutez d'abord la fonction à sa fiche.",
    'event.customerNotBooked': "Ce client n'est pas inscrit à cet événement.",
    'event.equipmentShort': '{{item}} : {{usable}} utilisables, et à cette heure {{count}} seraient réservés.',
    'event.vehicleDoubleBooked': '{{name}} va déjà à « {{event}} » à {{start}}.',
    'event.vehicleSeats': '{{count}} personnes pour {{seats}} places dans les véhicules.',
    'event.equipmentNotBooked': "Ce matériel n'est pas réservé pour cet événement.",
    'event.vehicleNotBooked': "Ce véhicule n'est pas réservé pour cet événement.",
    'event.staffNotBooked': 'Cette personne ne travaille pas dans cet événement.',
    'event.notInstructorOfEvent':
      'Seuls ceux qui gèrent les clients, ou un moniteur de cet événement, peuvent noter les présences.',
  },
  de: {
    'event.notFound': 'Kurs oder Termin nicht gefunden.',
    'event.cancelled': 'Dieser Termin ist abgesagt und kann nicht mehr geändert werden.',
    'event.customerDoubleBooked': '{{name}} ist bereits in „{{event}}“ um {{start}} gebucht.',
    'event.staffDoubleBooked': '{{name}} arbeitet bereits in „{{event}}“ um {{start}}.',
    'event.full': 'Dieser Termin ist voll: {{count}} Kunden für {{capacity}} Plätze.',
    'event.roomFull': 'Der Raum {{room}} fasst {{capacity}} Personen; zu dieser Zeit wären es {{count}}.',
    'event.placeFull': '{{place}} nimmt {{capacity}} Schüler gleichzeitig auf; zu dieser Zeit wären es {{count}}.',
    'event.tooFewInstructors':
      '{{customers}} Kunden brauchen mehr Lehrer: {{instructors}} Lehrer nehmen höchstens je {{perInstructor}} Schüler.',
    'event.staffFunction':
      '{{name}} arbeitet nicht als {{role}}: Fügen Sie die Funktion zuerst im Mitarbeiterprofil hinzu.',
    'event.customerNotBooked': 'Dieser Kunde ist in diesem Termin nicht gebucht.',
    'event.equipmentShort': '{{item}}: {{usable}} nutzbar, zu dieser Zeit wären {{count}} gebucht.',
    'event.vehicleDoubleBooked': '{{name}} fährt bereits zu „{{event}}“ um {{start}}.',
    'event.vehicleSeats': '{{count}} Personen für {{seats}} Sitze in den Fahrzeugen.',
    'event.equipmentNotBooked': 'Diese Ausrüstung ist für diesen Termin nicht gebucht.',
    'event.vehicleNotBooked': 'Dieses Fahrzeug ist für diesen Termin nicht gebucht.',
    'event.staffNotBooked': 'Diese Person arbeitet nicht in diesem Termin.',
    'event.notInstructorOfEvent':
      'Nur wer Kunden verwaltet oder ein Lehrer dieses Termins kann die Anwesenheit erfassen.',
  },
  zh: {
    'event.notFound': '未找到课程或活动。',
    'event.cancelled': '此活动已取消，无法更改。',
    'event.customerDoubleBooked': '{{name}} 已预约了 {{start}} 的“{{event}}”。',
    'event.staffDoubleBooked': '{{name}} 已在 {{start}} 的“{{event}}”中工作。',
    'event.full': '此活动已满：{{capacity}} 个名额，{{count}} 位客户。',
    'event.roomFull': '房间 {{room}} 可容纳 {{capacity}} 人；届时将有 {{count}} 人。',
    'event.placeFull': '{{place}} 同时可容纳 {{capacity}} 名学员；届时将有 {{count}} 名。',
    'event.tooFewInstructors':
      '{{customers}} 位客户需要更多教练：{{instructors}} 位教练每人最多带 {{perInstructor}} 名学员。',
    'event.staffFunction': '{{name}} 不担任{{role}}：请先在其员工档案中添加该职能。',
    'event.customerNotBooked': '此客户未预约此活动。',
    'event.equipmentShort': '{{item}}：可用 {{usable}} 件，届时将预订 {{count}} 件。',
    'event.vehicleDoubleBooked': '{{name}} 已在 {{start}} 前往“{{event}}”。',
    'event.vehicleSeats': '车辆共 {{seats}} 个座位，却有 {{count}} 人。',
    'event.equipmentNotBooked': '此装备未在此活动中预订。',
    'event.vehicleNotBooked': '此车辆未在此活动中预订。',
    'event.staffNotBooked': '此人不在此活动中工作。',
    'event.notInstructorOfEvent': '只有管理客户的人或此活动的教练才能记录出勤。',
  },
};
