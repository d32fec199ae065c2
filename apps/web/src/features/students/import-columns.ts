import Papa from 'papaparse';
import { CUSTOMER_IMPORT_FIELDS, type CustomerImportField, type CustomerImportRow } from '@lineup/contract/customers';

/** A spreadsheet as read: its header and its rows of cells. */
export interface Sheet {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** Reads a CSV file's text (comma, semicolon or tab; a byte order mark is dropped); null when it has no header. */
export function readSheet(text: string): Sheet | null {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) return null;
  return { header: header.map((cell) => cell.trim()), rows };
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** How spreadsheets head each column, in the six languages. */
const HEADINGS: Readonly<Record<CustomerImportField, readonly string[]>> = {
  name: [
    'name',
    'full name',
    'nome',
    'nome completo',
    'nombre',
    'nom',
    'nom complet',
    'vollstandiger name',
    'customer',
    'student',
    'cliente',
    'aluno',
    'alumno',
    '姓名',
  ],
  email: ['email', 'e mail', 'mail', 'correo', 'correo electronico', 'courriel', '电子邮箱', '邮箱'],
  phone: [
    'phone',
    'telephone',
    'mobile',
    'cell',
    'tel',
    'telefone',
    'telemovel',
    'telefono',
    'movil',
    'telefon',
    'handy',
    '电话',
  ],
  country: ['country', 'nationality', 'pais', 'nacionalidade', 'nacionalidad', 'pays', 'nationalite', 'land', '国家'],
  documentId: [
    'document',
    'document id',
    'document number',
    'passport',
    'id number',
    'documento',
    'passaporte',
    'pasaporte',
    'cc',
    'bi',
    'dni',
    'passeport',
    'ausweis',
    'ausweisnummer',
    '证件号码',
  ],
  address: ['address', 'morada', 'endereco', 'direccion', 'adresse', 'anschrift', '地址'],
  birthDate: [
    'birth date',
    'birthdate',
    'date of birth',
    'dob',
    'birthday',
    'data de nascimento',
    'nascimento',
    'fecha de nacimiento',
    'date de naissance',
    'geburtsdatum',
    '出生日期',
  ],
  level: ['level', 'nivel', 'niveau', 'niveau de surf', 'stufe', '水平'],
  wetsuitSize: [
    'wetsuit',
    'wetsuit size',
    'suit size',
    'fato',
    'tamanho do fato',
    'neopreno',
    'talla de neopreno',
    'combinaison',
    'taille combinaison',
    'taille de combinaison',
    'neoprenanzug',
    'anzuggrosse',
    '潜水服尺码',
  ],
  guardianName: [
    'guardian',
    'guardian name',
    'parent',
    'encarregado',
    'encarregado de educacao',
    'tutor',
    'tuteur',
    'erziehungsberechtigter',
    '监护人',
  ],
  guardianPhone: [
    'guardian phone',
    'parent phone',
    'telefone encarregado',
    'telefone do encarregado',
    'telefono tutor',
    'telephone tuteur',
    '监护人电话',
  ],
  emergencyName: [
    'emergency',
    'emergency contact',
    'emergencia',
    'contacto de emergencia',
    'contacto emergencia',
    'urgence',
    'contact d urgence',
    'notfallkontakt',
    '紧急联系人',
  ],
  emergencyPhone: [
    'emergency phone',
    'telefone emergencia',
    'telefono emergencia',
    'telephone urgence',
    'notfalltelefon',
    '紧急联系人电话',
  ],
  notes: [
    'notes',
    'note',
    'notas',
    'observacoes',
    'observaciones',
    'remarks',
    'comments',
    'bemerkungen',
    'remarques',
    '备注',
  ],
};

/** Which field a column holds, by its heading: the longest heading it contains wins ("guardian phone" over "phone"). */
function fieldOf(heading: string): CustomerImportField | null {
  const folded = fold(heading);
  if (folded === '') return null;
  let best: { field: CustomerImportField; length: number } | null = null;
  for (const field of CUSTOMER_IMPORT_FIELDS) {
    for (const known of HEADINGS[field]) {
      const matches = folded === known || ` ${folded} `.includes(` ${known} `);
      if (matches && (!best || known.length > best.length)) best = { field, length: known.length };
    }
  }
  return best?.field ?? null;
}

/** The column each field is read from (its index), guessed from the header; each column serves one field. */
export type ColumnMapping = Partial<Record<CustomerImportField, number>>;

export function guessMapping(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  header.forEach((heading, index) => {
    const field = fieldOf(heading);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** The rows as the import reads them: each mapped field's cell, as written. */
export function mappedRows(sheet: Sheet, mapping: ColumnMapping): CustomerImportRow[] {
  return sheet.rows.map((cells) => {
    const row: CustomerImportRow = {};
    for (const field of CUSTOMER_IMPORT_FIELDS) {
      const index = mapping[field];
      if (index !== undefined) row[field] = cells[index] ?? '';
    }
    return row;
  });
}
