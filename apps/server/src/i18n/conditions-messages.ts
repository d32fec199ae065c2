import type { Language } from '@lineup/contract/languages';

/** The server's texts about conditions: the conflict engine's warnings on daylight and tides. */
const en = {
  'conditions.outsideDaylight':
    'On {{day}} at {{place}} the sun rises at {{sunrise}} and sets at {{sunset}}: this lesson is outside daylight. Plan it anyway?',
  'conditions.outsideTideWindow':
    '{{place}} suits {{level}} lessons at {{suits}} tide; this lesson would be at {{found}} tide. Plan it anyway?',
  'conditions.tide.low': 'low',
  'conditions.tide.mid': 'mid',
  'conditions.tide.high': 'high',
  'conditions.tide.none': 'no',
  'conditions.level.all': 'all-level',
  'conditions.level.beginner': 'beginner',
  'conditions.level.intermediate': 'intermediate',
  'conditions.level.advanced': 'advanced',
  'conditions.or': 'or',
} as const;

export type ConditionsMessageKey = keyof typeof en;

export const CONDITIONS_MESSAGES: Record<Language, Record<ConditionsMessageKey, string>> = {
  en,
  pt: {
    'conditions.outsideDaylight':
      'A {{day}} em {{place}} o sol nasce às {{sunrise}} e põe-se às {{sunset}}: esta aula fica fora da luz do dia. Marcar mesmo assim?',
    'conditions.outsideTideWindow':
      '{{place}} serve aulas de nível {{level}} com maré {{suits}}; esta aula seria com maré {{found}}. Marcar mesmo assim?',
    'conditions.tide.low': 'baixa',
    'conditions.tide.mid': 'média',
    'conditions.tide.high': 'alta',
    'conditions.tide.none': 'nenhuma',
    'conditions.level.all': 'todos os níveis',
    'conditions.level.beginner': 'iniciante',
    'conditions.level.intermediate': 'intermédio',
    'conditions.level.advanced': 'avançado',
    'conditions.or': 'ou',
  },
  es: {
    'conditions.outsideDaylight':
      'El {{day}} en {{place}} el sol sale a las {{sunrise}} y se pone a las {{sunset}}: esta clase queda fuera de la luz del día. ¿Programarla igualmente?',
    'conditions.outsideTideWindow':
      '{{place}} sirve para clases de nivel {{level}} con marea {{suits}}; esta clase sería con marea {{found}}. ¿Programarla igualmente?',
    'conditions.tide.low': 'baja',
    'conditions.tide.mid': 'media',
    'conditions.tide.high': 'alta',
    'conditions.tide.none': 'ninguna',
    'conditions.level.all': 'todos los niveles',
    'conditions.level.beginner': 'principiante',
    'conditions.level.intermediate': 'intermedio',
    'conditions.level.advanced': 'avanzado',
    'conditions.or': 'o',
  },
  fr: {
    'conditions.outsideDaylight':
      'Le {{day}} à {{place}}, le soleil se lève à {{sunrise}} et se couche à {{sunset}} : ce cours est hors de la lumière du jour. Le planifier quand même ?',
    'conditions.outsideTideWindow':
      '{{place}} convient aux cours de niveau {{level}} à marée {{suits}} ; ce cours serait à marée {{found}}. Le planifier quand même ?',
    'conditions.tide.low': 'basse',
    'conditions.tide.mid': 'mi-marée',
    'conditions.tide.high': 'haute',
    'conditions.tide.none': 'aucune',
    'conditions.level.all': 'tous niveaux',
    'conditions.level.beginner': 'débutant',
    'conditions.level.intermediate': 'intermédiaire',
    'conditions.level.advanced': 'avancé',
    'conditions.or': 'ou',
  },
  de: {
    'conditions.outsideDaylight':
      'Am {{day}} geht an {{place}} die Sonne um {{sunrise}} auf und um {{sunset}} unter: Diese Stunde liegt außerhalb des Tageslichts. Trotzdem planen?',
    'conditions.outsideTideWindow':
      '{{place}} eignet sich für Stunden der Stufe {{level}} bei {{suits}} Tide; diese Stunde wäre bei {{found}} Tide. Trotzdem planen?',
    'conditions.tide.low': 'niedriger',
    'conditions.tide.mid': 'mittlerer',
    'conditions.tide.high': 'hoher',
    'conditions.tide.none': 'keiner',
    'conditions.level.all': 'alle Stufen',
    'conditions.level.beginner': 'Anfänger',
    'conditions.level.intermediate': 'Mittelstufe',
    'conditions.level.advanced': 'Fortgeschritten',
    'conditions.or': 'oder',
  },
  zh: {
    'conditions.outsideDaylight':
      '{{day}} {{place}} 日出 {{sunrise}}，日落 {{sunset}}：这节课不在白天时段内。仍要安排吗？',
    'conditions.outsideTideWindow':
      '{{place}} 适合{{level}}课程的潮位为{{suits}}潮；这节课将处于{{found}}潮。仍要安排吗？',
    'conditions.tide.low': '低',
    'conditions.tide.mid': '中',
    'conditions.tide.high': '高',
    'conditions.tide.none': '无',
    'conditions.level.all': '所有级别',
    'conditions.level.beginner': '初级',
    'conditions.level.intermediate': '中级',
    'conditions.level.advanced': '高级',
    'conditions.or': '或',
  },
};
