import { describe, expect, it } from 'vitest';
import type { AssistantIntent } from '@lineup/contract/assistant';
import { findAmount, findMethod, isRefund } from './amounts.ts';
import { trainClassifier } from './classifier.ts';
import { findCategory, findSize } from './equipment-answer.ts';
import { isFollowUp } from './follow-up.ts';
import type { NameMatch } from './names.ts';
import { understand, type Directory } from './understand.ts';
import { findDay, findMoveDays, findTime } from './when.ts';

/** A Tuesday on the school's clocks. */
const TODAY = '2026-07-14';
const DIRECTORY: Directory = {
  customers: [
    { id: 'c-ana-silva', name: 'Ana Silva' },
    { id: 'c-ana-costa', name: 'Ana Costa' },
    { id: 'c-joao', name: 'João Pereira' },
    { id: 'c-marie', name: 'Marie Dubois' },
    { id: 'c-lukas', name: 'Lukas Schmidt' },
    { id: 'c-wei', name: 'Li Wei' },
  ],
  staff: [
    { id: 's-rui', name: 'Rui Santos' },
    { id: 's-carla', name: 'Carla Mendes' },
  ],
  places: [
    { id: 'p-carcavelos', name: 'Carcavelos' },
    { id: 'p-ericeira', name: 'Ericeira' },
  ],
  eventTypes: [
    { id: 't-group', name: 'Group lesson' },
    { id: 't-private', name: 'Private lesson' },
  ],
};

interface Case {
  readonly text: string;
  readonly intent: AssistantIntent;
  readonly day?: string | null;
  readonly time?: string | null;
  readonly customer?: string | null;
  readonly place?: string | null;
}

const LANGUAGES_IN_ORDER = ['en', 'pt', 'es', 'fr', 'de', 'zh'] as const;
const PER_LANGUAGE = 20;

/**
 * Twenty phrases per language, none of them among the examples learned: the questions and the
 * first two changes, then two of each of the later ones (payment, package, new lesson, moved
 * lesson, equipment free).
 */
const TABLE: Readonly<Record<(typeof LANGUAGES_IN_ORDER)[number], readonly Case[]>> = {
  en: [
    { text: 'Which lessons do we have tomorrow?', intent: 'lessons_day', day: '2026-07-15' },
    { text: 'Who is teaching today?', intent: 'lessons_day', day: TODAY },
    { text: 'How many credits does Ana Silva have left?', intent: 'customer_balance', customer: 'c-ana-silva' },
    { text: 'Who owes us the most money?', intent: 'top_debtors' },
    { text: 'How is revenue this month against last month?', intent: 'revenue_month' },
    { text: 'How much pay do we still owe the staff?', intent: 'staff_pay_due' },
    { text: 'Are any works overdue?', intent: 'works_overdue' },
    {
      text: 'Free slots for beginners at Carcavelos on Friday',
      intent: 'free_slots',
      day: '2026-07-17',
      place: 'p-carcavelos',
    },
    {
      text: 'Book Joao Pereira into the lesson tomorrow at 10',
      intent: 'book_customer',
      day: '2026-07-15',
      time: '10:00',
      customer: 'c-joao',
    },
    { text: 'Hello!', intent: 'greeting' },
    { text: 'Record a payment of €40 from Joao Pereira by card', intent: 'record_payment', customer: 'c-joao' },
    { text: 'Ana Costa paid 30 euros cash', intent: 'record_payment', customer: 'c-ana-costa' },
    { text: 'Sell the 10-lesson pack to Marie Dubois', intent: 'sell_package', customer: 'c-marie' },
    { text: 'Sell Ana Costa a package of five lessons', intent: 'sell_package', customer: 'c-ana-costa' },
    {
      text: 'Create a beginner lesson on Friday at 9 at Carcavelos',
      intent: 'create_lesson',
      day: '2026-07-17',
      time: '09:00',
      place: 'p-carcavelos',
    },
    { text: 'Schedule a group lesson tomorrow at 3pm', intent: 'create_lesson', day: '2026-07-15', time: '15:00' },
    { text: 'Move the morning group to 11', intent: 'move_lesson', time: '11:00' },
    { text: "Reschedule tomorrow's private lesson to 4pm", intent: 'move_lesson', day: '2026-07-15', time: '16:00' },
    { text: 'Wetsuits in size M free tomorrow at 10?', intent: 'equipment_free', day: '2026-07-15', time: '10:00' },
    { text: 'Which boards are available on Saturday at 9?', intent: 'equipment_free', day: '2026-07-18' },
  ],
  pt: [
    { text: 'Que aulas temos amanhã?', intent: 'lessons_day', day: '2026-07-15' },
    { text: 'Quem dá aulas hoje?', intent: 'lessons_day', day: TODAY },
    { text: 'Quantos créditos tem o João Pereira?', intent: 'customer_balance', customer: 'c-joao' },
    { text: 'Quem é que nos deve mais?', intent: 'top_debtors' },
    { text: 'Qual a receita deste mês contra o mês passado?', intent: 'revenue_month' },
    { text: 'Quanto falta pagar aos instrutores?', intent: 'staff_pay_due' },
    { text: 'Há trabalhos atrasados?', intent: 'works_overdue' },
    {
      text: 'Horários livres para iniciantes em Carcavelos amanhã',
      intent: 'free_slots',
      day: '2026-07-15',
      place: 'p-carcavelos',
    },
    {
      text: 'Marca a Ana Costa na aula de amanhã às 10h',
      intent: 'book_customer',
      day: '2026-07-15',
      time: '10:00',
      customer: 'c-ana-costa',
    },
    { text: 'O que consegues fazer?', intent: 'help' },
    { text: 'A Ana Silva pagou 50 euros em dinheiro', intent: 'record_payment', customer: 'c-ana-silva' },
    {
      text: 'Regista um pagamento de 20 euros do João Pereira por MB Way',
      intent: 'record_payment',
      customer: 'c-joao',
    },
    { text: 'Vende o pack de 5 aulas à Ana Costa', intent: 'sell_package', customer: 'c-ana-costa' },
    { text: 'Vender um pacote de dez aulas ao João Pereira', intent: 'sell_package', customer: 'c-joao' },
    {
      text: 'Marca uma aula de grupo amanhã às 10 em Carcavelos',
      intent: 'create_lesson',
      day: '2026-07-15',
      time: '10:00',
      place: 'p-carcavelos',
    },
    {
      text: 'Cria uma aula de iniciação sexta às 9 na Ericeira',
      intent: 'create_lesson',
      day: '2026-07-17',
      place: 'p-ericeira',
    },
    { text: 'Muda a aula de grupo para as 11', intent: 'move_lesson', time: '11:00' },
    { text: 'Passa a aula privada de amanhã para as 16h', intent: 'move_lesson', day: '2026-07-15', time: '16:00' },
    { text: 'Fatos tamanho M livres amanhã às 10?', intent: 'equipment_free', day: '2026-07-15', time: '10:00' },
    { text: 'Há pranchas livres no sábado?', intent: 'equipment_free', day: '2026-07-18' },
  ],
  es: [
    { text: '¿Qué clases hay mañana?', intent: 'lessons_day', day: '2026-07-15' },
    { text: '¿Quién da clase el viernes?', intent: 'lessons_day', day: '2026-07-17' },
    { text: '¿Cuánto saldo tiene Marie Dubois?', intent: 'customer_balance', customer: 'c-marie' },
    { text: '¿Quién nos debe más dinero?', intent: 'top_debtors' },
    { text: 'Ingresos de este mes comparados con el mes pasado', intent: 'revenue_month' },
    { text: '¿Cuánto debemos al personal?', intent: 'staff_pay_due' },
    { text: '¿Hay trabajos vencidos?', intent: 'works_overdue' },
    { text: 'Huecos libres para principiantes en Ericeira', intent: 'free_slots', place: 'p-ericeira' },
    {
      text: 'Apunta a Lukas Schmidt a la clase de mañana a las 10',
      intent: 'book_customer',
      day: '2026-07-15',
      time: '10:00',
      customer: 'c-lukas',
    },
    { text: 'Hola, buenas', intent: 'greeting' },
    { text: 'Marie Dubois pagó 40 euros con tarjeta', intent: 'record_payment', customer: 'c-marie' },
    { text: 'Registra un pago de 25 € de Lukas Schmidt en efectivo', intent: 'record_payment', customer: 'c-lukas' },
    { text: 'Vende el bono de 10 clases a Lukas Schmidt', intent: 'sell_package', customer: 'c-lukas' },
    { text: 'Véndele un paquete de cinco clases a Marie Dubois', intent: 'sell_package', customer: 'c-marie' },
    {
      text: 'Crea una clase de grupo mañana a las 10 en Carcavelos',
      intent: 'create_lesson',
      day: '2026-07-15',
      time: '10:00',
      place: 'p-carcavelos',
    },
    { text: 'Programa una clase para principiantes el sábado a las 9', intent: 'create_lesson', day: '2026-07-18' },
    { text: 'Mueve la clase de grupo a las 11', intent: 'move_lesson', time: '11:00' },
    { text: 'Cambia la clase privada de mañana a las 17', intent: 'move_lesson', day: '2026-07-15', time: '17:00' },
    { text: '¿Trajes talla M libres mañana a las 10?', intent: 'equipment_free', day: '2026-07-15', time: '10:00' },
    { text: '¿Hay tablas libres el viernes?', intent: 'equipment_free', day: '2026-07-17' },
  ],
  fr: [
    { text: 'Quels cours avons-nous demain ?', intent: 'lessons_day', day: '2026-07-15' },
    { text: 'Qui donne cours aujourd’hui ?', intent: 'lessons_day', day: TODAY },
    { text: 'Combien de crédits reste-t-il à Marie Dubois ?', intent: 'customer_balance', customer: 'c-marie' },
    { text: 'Qui nous doit le plus ?', intent: 'top_debtors' },
    { text: 'Le chiffre d’affaires de ce mois par rapport au mois dernier', intent: 'revenue_month' },
    { text: 'Combien devons-nous encore au personnel ?', intent: 'staff_pay_due' },
    { text: 'Quels travaux sont en retard ?', intent: 'works_overdue' },
    {
      text: 'Créneaux libres pour débutants à Carcavelos samedi',
      intent: 'free_slots',
      day: '2026-07-18',
      place: 'p-carcavelos',
    },
    {
      text: 'Inscris Joao Pereira au cours de demain à 10h',
      intent: 'book_customer',
      day: '2026-07-15',
      time: '10:00',
      customer: 'c-joao',
    },
    { text: 'Bonjour !', intent: 'greeting' },
    { text: 'Marie Dubois a payé 40 € par carte', intent: 'record_payment', customer: 'c-marie' },
    {
      text: 'Enregistre un paiement de 60 euros de Joao Pereira en espèces',
      intent: 'record_payment',
      customer: 'c-joao',
    },
    { text: 'Vends le forfait de 10 cours à Marie Dubois', intent: 'sell_package', customer: 'c-marie' },
    { text: 'Vendre un pack de cinq cours à Lukas Schmidt', intent: 'sell_package', customer: 'c-lukas' },
    {
      text: 'Crée un cours de groupe demain à 10h à Carcavelos',
      intent: 'create_lesson',
      day: '2026-07-15',
      time: '10:00',
      place: 'p-carcavelos',
    },
    { text: 'Planifie un cours débutant samedi à 9h', intent: 'create_lesson', day: '2026-07-18', time: '09:00' },
    { text: 'Déplace le cours de groupe à 11h', intent: 'move_lesson', time: '11:00' },
    { text: 'Décale le cours privé de demain à 16h', intent: 'move_lesson', day: '2026-07-15', time: '16:00' },
    { text: 'Combinaisons taille M libres demain à 10h ?', intent: 'equipment_free', day: '2026-07-15', time: '10:00' },
    { text: 'Quelles planches sont libres samedi ?', intent: 'equipment_free', day: '2026-07-18' },
  ],
  de: [
    { text: 'Welche Kurse haben wir morgen?', intent: 'lessons_day', day: '2026-07-15' },
    { text: 'Wer unterrichtet heute?', intent: 'lessons_day', day: TODAY },
    { text: 'Wie viel Guthaben hat Lukas Schmidt?', intent: 'customer_balance', customer: 'c-lukas' },
    { text: 'Wer schuldet uns am meisten?', intent: 'top_debtors' },
    { text: 'Umsatz diesen Monat gegenüber dem letzten Monat', intent: 'revenue_month' },
    { text: 'Wie viel Lohn schulden wir den Mitarbeitern?', intent: 'staff_pay_due' },
    { text: 'Welche Arbeiten sind überfällig?', intent: 'works_overdue' },
    {
      text: 'Freie Termine für Anfänger in Ericeira am Samstag',
      intent: 'free_slots',
      day: '2026-07-18',
      place: 'p-ericeira',
    },
    {
      text: 'Buche Marie Dubois morgen um 10 Uhr in den Kurs',
      intent: 'book_customer',
      day: '2026-07-15',
      time: '10:00',
      customer: 'c-marie',
    },
    { text: 'Was kannst du alles?', intent: 'help' },
    { text: 'Lukas Schmidt hat 40 Euro mit Karte bezahlt', intent: 'record_payment', customer: 'c-lukas' },
    { text: 'Erfasse eine Zahlung von 25 € von Marie Dubois in bar', intent: 'record_payment', customer: 'c-marie' },
    { text: 'Verkaufe das 10er Paket an Lukas Schmidt', intent: 'sell_package', customer: 'c-lukas' },
    { text: 'Verkaufe Marie Dubois ein Paket mit fünf Kursen', intent: 'sell_package', customer: 'c-marie' },
    {
      text: 'Erstelle einen Gruppenkurs morgen um 10 Uhr in Carcavelos',
      intent: 'create_lesson',
      day: '2026-07-15',
      time: '10:00',
      place: 'p-carcavelos',
    },
    { text: 'Plane einen Anfängerkurs am Samstag um 9 Uhr', intent: 'create_lesson', day: '2026-07-18', time: '09:00' },
    { text: 'Verschiebe die Morgengruppe auf 11 Uhr', intent: 'move_lesson', time: '11:00' },
    { text: 'Verlege den Privatkurs von morgen auf 16 Uhr', intent: 'move_lesson', day: '2026-07-15', time: '16:00' },
    { text: 'Neoprenanzüge in Größe M morgen um 10 frei?', intent: 'equipment_free', day: '2026-07-15', time: '10:00' },
    { text: 'Welche Bretter sind am Samstag verfügbar?', intent: 'equipment_free', day: '2026-07-18' },
  ],
  zh: [
    { text: '明天有哪些课？', intent: 'lessons_day', day: '2026-07-15' },
    { text: '今天谁上课？', intent: 'lessons_day', day: TODAY },
    { text: 'Li Wei 还有多少课时？', intent: 'customer_balance', customer: 'c-wei' },
    { text: '谁欠我们的钱最多？', intent: 'top_debtors' },
    { text: '这个月的收入比上个月怎么样？', intent: 'revenue_month' },
    { text: '我们还欠员工多少工资？', intent: 'staff_pay_due' },
    { text: '有哪些工作逾期了？', intent: 'works_overdue' },
    { text: 'Carcavelos 初学者的空闲时间', intent: 'free_slots', place: 'p-carcavelos' },
    {
      text: '帮 Li Wei 报名明天上午10点的课',
      intent: 'book_customer',
      day: '2026-07-15',
      time: '10:00',
      customer: 'c-wei',
    },
    { text: '你好！', intent: 'greeting' },
    { text: 'Li Wei 付了40欧元现金', intent: 'record_payment', customer: 'c-wei' },
    { text: '记录 Li Wei 刷卡付款30欧元', intent: 'record_payment', customer: 'c-wei' },
    { text: '卖10节课的课程包给 Li Wei', intent: 'sell_package', customer: 'c-wei' },
    { text: '给 Li Wei 出售五节课的课程包', intent: 'sell_package', customer: 'c-wei' },
    {
      text: '明天上午10点在 Carcavelos 创建一节团体课',
      intent: 'create_lesson',
      day: '2026-07-15',
      time: '10:00',
      place: 'p-carcavelos',
    },
    { text: '周六9点新建一节初学者课', intent: 'create_lesson', day: '2026-07-18', time: '09:00' },
    { text: '把上午的团体课改到11点', intent: 'move_lesson', time: '11:00' },
    { text: '把明天的私教课推迟到下午4点', intent: 'move_lesson', day: '2026-07-15', time: '16:00' },
    { text: '明天上午10点有空闲的M号潜水服吗？', intent: 'equipment_free', day: '2026-07-15', time: '10:00' },
    { text: '周六有可用的冲浪板吗？', intent: 'equipment_free', day: '2026-07-18' },
  ],
};

const foundId = (match: NameMatch) => (match && 'found' in match ? match.found.id : null);

describe('SmartBot understands the six languages (decision 014)', () => {
  it('names the intent of at least 90 % of the phrase table, and its day, time and records', () => {
    const misses: string[] = [];
    const missesByLanguage = new Map<string, number>(LANGUAGES_IN_ORDER.map((language) => [language, 0]));
    const rows = LANGUAGES_IN_ORDER.flatMap((language) => TABLE[language].map((row) => ({ ...row, language })));
    for (const row of rows) {
      const understood = understand(row.text, TODAY, DIRECTORY);
      const wrong: string[] = [];
      if (understood.intent !== row.intent) wrong.push(`intent ${understood.intent}`);
      if (row.day !== undefined && understood.day !== row.day) wrong.push(`day ${understood.day}`);
      if (row.time !== undefined && understood.time !== row.time) wrong.push(`time ${understood.time}`);
      if (row.customer !== undefined && foundId(understood.customer) !== row.customer)
        wrong.push(`customer ${JSON.stringify(understood.customer)}`);
      if (row.place !== undefined && foundId(understood.place) !== row.place)
        wrong.push(`place ${JSON.stringify(understood.place)}`);
      if (wrong.length === 0) continue;
      misses.push(`${row.text} → ${wrong.join(', ')}`);
      missesByLanguage.set(row.language, missesByLanguage.get(row.language)! + 1);
    }
    const accuracy = (rows.length - misses.length) / rows.length;
    const byLanguage = [...missesByLanguage]
      .map(([language, missed]) => `${language} ${PER_LANGUAGE - missed}/${PER_LANGUAGE}`)
      .join(', ');
    // Printed with every run, so that the figure is seen as well as held to.
    process.stdout.write(
      `SmartBot phrase table: ${rows.length - misses.length}/${rows.length} = ${(accuracy * 100).toFixed(1)} % (${byLanguage})` +
        (misses.length ? `\n  missed:\n  ${misses.join('\n  ')}` : '') +
        '\n',
    );
    for (const language of LANGUAGES_IN_ORDER) expect(TABLE[language], language).toHaveLength(PER_LANGUAGE);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
    // No language is left behind by the others' success: 90 % of each.
    for (const [language, missed] of missesByLanguage) {
      expect((PER_LANGUAGE - missed) / PER_LANGUAGE, language).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('asks which one when a name matches two records equally, and takes the whole name over a part', () => {
    expect(understand('How many credits does Ana have?', TODAY, DIRECTORY).customer).toEqual({
      ambiguous: [
        { id: 'c-ana-silva', name: 'Ana Silva' },
        { id: 'c-ana-costa', name: 'Ana Costa' },
      ],
    });
    expect(foundId(understand('credits of Ana Costa', TODAY, DIRECTORY).customer)).toBe('c-ana-costa');
    expect(foundId(understand('credits of Ana Cotsa', TODAY, DIRECTORY).customer)).toBe('c-ana-costa');
  });

  it('does not take a word of the question for a name', () => {
    expect(understand('Book Ana Silva into the lesson tomorrow at 10', TODAY, DIRECTORY).eventType).toBeNull();
    expect(foundId(understand('Book Ana Silva into the private lesson', TODAY, DIRECTORY).eventType)).toBe('t-private');
  });

  it('tells assigning an instructor from booking a customer, in every language', () => {
    const phrases = [
      'Assign Rui Santos to teach the lesson tomorrow at 10',
      'Põe o Rui Santos a dar a aula de amanhã às 10h',
      'Asigna a Rui Santos a la clase de mañana a las 10',
      'Attribue le cours de demain à 10h à Rui Santos',
      'Teile Rui Santos dem Kurs morgen um 10 Uhr zu',
      '安排 Rui Santos 教明天上午10点的课',
    ];
    for (const text of phrases) {
      const understood = understand(text, TODAY, DIRECTORY);
      expect([understood.intent, foundId(understood.staff), understood.day, understood.time], text).toEqual([
        'assign_instructor',
        's-rui',
        '2026-07-15',
        '10:00',
      ]);
    }
  });

  it('reads days and times the way each language writes them', () => {
    expect(findDay('depois de amanhã', TODAY)).toBe('2026-07-16');
    expect(findDay('pasado mañana', TODAY)).toBe('2026-07-16');
    expect(findDay('on Tuesday', TODAY)).toBe(TODAY);
    expect(findDay('next Monday', TODAY)).toBe('2026-07-20');
    expect(findDay('le 02/08', TODAY)).toBe('2026-08-02');
    expect(findDay('am 1.3.2027', TODAY)).toBe('2027-03-01');
    expect(findDay('2026-12-24', TODAY)).toBe('2026-12-24');
    expect(findDay('31/02', TODAY)).toBeNull();
    expect(findDay('星期五', TODAY)).toBe('2026-07-17');
    expect(findTime('às 10h30')).toBe('10:30');
    expect(findTime('at 3pm')).toBe('15:00');
    expect(findTime('um 9 Uhr')).toBe('09:00');
    expect(findTime('alle 11')).toBe('11:00');
    expect(findTime('下午3点半')).toBe('15:30');
    expect(findTime('à 25h')).toBeNull();
    expect(findTime('the lesson on 14/07')).toBeNull();
  });

  it('tells the day a lesson is moved to from the day it is on, in every language', () => {
    const friday = '2026-07-17';
    const tomorrow = '2026-07-15';
    const cases: [string, string | null, string | null][] = [
      ['Move the morning group to Friday at 11', null, friday],
      ["Move tomorrow's private lesson to Friday", tomorrow, friday],
      ["Move tomorrow's private lesson to 16h", tomorrow, null],
      ['Move the group on Wednesday to 10', tomorrow, null],
      ['Passa a aula de grupo para sexta às 10', null, friday],
      ['Passa a aula de amanhã para sexta', tomorrow, friday],
      ['Mueve la clase de grupo al viernes a las 11', null, friday],
      ['Déplace le cours de demain à vendredi', tomorrow, friday],
      ['Verschiebe den Kurs auf Freitag um 11 Uhr', null, friday],
      ['把明天的课改到周五10点', tomorrow, friday],
      ['把课改到星期五', null, friday],
      ['(2026-07-15 Morning group) Move the group to Friday at 11', tomorrow, friday],
      ['Move the group to 11', null, null],
    ];
    for (const [text, from, to] of cases) expect(findMoveDays(text, TODAY), text).toEqual({ from, to });
    for (const text of cases.slice(0, 11).map(([text]) => text)) {
      expect(understand(text, TODAY, {}).intent, text).toBe('move_lesson');
    }
  });

  it('tells a refund from a payment, in every language', () => {
    const refunds = [
      'Refund €20 to Ana Silva in cash',
      'Give Ana Silva 20 euros back by card',
      'Devolve 20 euros à Ana Silva em dinheiro',
      'Reembolsa 20 euros a Ana Silva en efectivo',
      'Rembourse 20 euros à Ana Silva en espèces',
      'Erstatte Ana Silva 20 Euro bar',
      '退款20欧元给Ana Silva',
    ];
    for (const text of refunds) {
      expect(isRefund(text), text).toBe(true);
      expect(understand(text, TODAY, {}).intent, text).toBe('record_payment');
    }
    for (const text of ['Ana Silva paid 20 euros in cash', 'O João pagou 40 euros', 'Record a payment from Ana']) {
      expect(isRefund(text), text).toBe(false);
    }
  });

  it('tells a short follow-up from a question of its own, in every language', () => {
    const followUps = [
      'and on Friday?',
      'What about Ana Costa?',
      'e na sexta?',
      'E a Ana?',
      '¿Y el viernes?',
      'et vendredi ?',
      'Und am Freitag?',
      '那周五呢？',
      '明天呢？',
    ];
    for (const text of followUps) expect(isFollowUp(text), text).toBe(true);
    const questions = [
      'Which lessons do we have on Friday?',
      'Book Ana Silva into the lesson tomorrow at 10',
      'and book Ana Silva into the lesson tomorrow at ten please',
      'Eu quero saber as aulas de sexta',
      'et',
    ];
    for (const text of questions) expect(isFollowUp(text), text).toBe(false);
  });

  it('answers unknown to what it never learned, rather than guessing', () => {
    expect(understand('xyzzy plugh', TODAY, DIRECTORY).intent).toBe('unknown');
    const tiny = trainClassifier({ greeting: ['hello'], help: ['help me'] });
    expect(tiny.classify('hello').intent).toBe('greeting');
    expect(tiny.classify('nothing known').intent).toBe('unknown');
  });

  it('reads amounts, currencies and payment methods the way each language writes them', () => {
    expect(findAmount('record a payment of €40 from John')).toEqual({ cents: 4000, currency: 'EUR' });
    expect(findAmount('Ana pagou 50 euros em dinheiro')).toEqual({ cents: 5000, currency: 'EUR' });
    expect(findAmount('pagó 40,50 € con tarjeta')).toEqual({ cents: 4050, currency: 'EUR' });
    expect(findAmount('paid $12.5 by card')).toEqual({ cents: 1250, currency: 'USD' });
    expect(findAmount('付了50欧元现金')).toEqual({ cents: 5000, currency: 'EUR' });
    expect(findAmount('付了50元')).toEqual({ cents: 5000, currency: null });
    // A bare number is the amount only when it is the one number that is not a day or a time.
    expect(findAmount('a payment of 40 from John on 14/07 at 10h')).toEqual({ cents: 4000, currency: null });
    expect(findAmount('John paid tomorrow at 10')).toBeNull();
    expect(findAmount('5 lessons for 40')).toBeNull();
    expect(findMethod('pagou em dinheiro')).toBe('cash');
    expect(findMethod('hat mit Karte bezahlt')).toBe('card');
    expect(findMethod('por MB Way')).toBe('mb_way');
    expect(findMethod('par virement')).toBe('transfer');
    expect(findMethod('刷卡付款')).toBe('card');
    expect(findMethod('paid 40 euros')).toBeNull();
  });

  it('finds a package by its name, numbers included', () => {
    const packages = [
      { id: 'k-5', name: 'Pack 5 aulas' },
      { id: 'k-10', name: 'Pack 10 aulas' },
      { id: 'k-five', name: 'Five lessons' },
    ];
    const named = (text: string) => foundId(understand(text, TODAY, { ...DIRECTORY, packages }).package);
    expect(named('Vende o pack de 5 aulas à Ana Costa')).toBe('k-5');
    expect(named('Vende o pack de 10 aulas à Ana Costa')).toBe('k-10');
    expect(named('Sell the five lessons package to Marie Dubois')).toBe('k-five');
    expect(named('Sell a package to Marie Dubois')).toBeNull();
  });

  it('reads equipment categories and wetsuit sizes', () => {
    expect([findCategory('wetsuits in size M'), findSize('wetsuits in size M')]).toEqual(['wetsuit', 'M']);
    expect([findCategory('fatos tamanho XL livres'), findSize('fatos tamanho XL livres')]).toEqual(['wetsuit', 'XL']);
    expect([findCategory('Neoprenanzüge Größe S'), findSize('Neoprenanzüge Größe S')]).toEqual(['wetsuit', 'S']);
    expect([findCategory('M号潜水服'), findSize('M号潜水服')]).toEqual(['wetsuit', 'M']);
    expect([findCategory('planches libres'), findSize('planches libres')]).toEqual(['board', null]);
  });
});
