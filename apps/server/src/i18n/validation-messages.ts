import type { Language } from '@lineup/contract/languages';
import { validationMessage, type ValidationIssue, type ValidationMessage } from '@lineup/contract/validation';

/** Field messages of a 400, in the six languages; `{{maximum}}` and `{{minimum}}` come from the issue. */
const MESSAGES: Record<Language, Record<ValidationMessage, string>> = {
  en: {
    too_long: 'Use at most {{maximum}} characters.',
    too_short: 'Use at least {{minimum}} characters.',
    too_large: 'The value can be at most {{maximum}}.',
    too_small: 'The value must be at least {{minimum}}.',
    required: 'Fill in this field.',
    invalid_format: 'This is not in the expected format.',
    invalid_choice: 'Choose one of the offered values.',
    control_characters: 'Remove the control characters (such as NUL) from this text.',
    missing: 'This record no longer exists. Choose another one.',
    taken: 'Another record already uses this value.',
    invalid: 'This value is not valid.',
  },
  pt: {
    too_long: 'Use no máximo {{maximum}} caracteres.',
    too_short: 'Use pelo menos {{minimum}} caracteres.',
    too_large: 'O valor pode ser no máximo {{maximum}}.',
    too_small: 'O valor tem de ser pelo menos {{minimum}}.',
    required: 'Preencha este campo.',
    invalid_format: 'Não está no formato esperado.',
    invalid_choice: 'Escolha um dos valores oferecidos.',
    control_characters: 'Retire os caracteres de controlo (como NUL) deste texto.',
    missing: 'Este registo já não existe. Escolha outro.',
    taken: 'Outro registo já usa este valor.',
    invalid: 'Este valor não é válido.',
  },
  es: {
    too_long: 'Usa como máximo {{maximum}} caracteres.',
    too_short: 'Usa al menos {{minimum}} caracteres.',
    too_large: 'El valor puede ser como máximo {{maximum}}.',
    too_small: 'El valor debe ser al menos {{minimum}}.',
    required: 'Rellena este campo.',
    invalid_format: 'No tiene el formato esperado.',
    invalid_choice: 'Elige uno de los valores ofrecidos.',
    control_characters: 'Quita los caracteres de control (como NUL) de este texto.',
    missing: 'Este registro ya no existe. Elige otro.',
    taken: 'Otro registro ya usa este valor.',
    invalid: 'Este valor no es válido.',
  },
  fr: {
    too_long: 'Utilisez au plus {{maximum}} caractères.',
    too_short: 'Utilisez au moins {{minimum}} caractères.',
    too_large: 'La valeur peut être au plus {{maximum}}.',
    too_small: 'La valeur doit être au moins {{minimum}}.',
    required: 'Remplissez ce champ.',
    invalid_format: "Ce n'est pas au format attendu.",
    invalid_choice: 'Choisissez une des valeurs proposées.',
    control_characters: 'Retirez les caractères de contrôle (comme NUL) de ce texte.',
    missing: "Cet élément n'existe plus. Choisissez-en un autre.",
    taken: 'Un autre élément utilise déjà cette valeur.',
    invalid: "Cette valeur n'est pas valide.",
  },
  de: {
    too_long: 'Verwenden Sie höchstens {{maximum}} Zeichen.',
    too_short: 'Verwenden Sie mindestens {{minimum}} Zeichen.',
    too_large: 'Der Wert darf höchstens {{maximum}} sein.',
    too_small: 'Der Wert muss mindestens {{minimum}} sein.',
    required: 'Füllen Sie dieses Feld aus.',
    invalid_format: 'Das hat nicht das erwartete Format.',
    invalid_choice: 'Wählen Sie einen der angebotenen Werte.',
    control_characters: 'Entfernen Sie die Steuerzeichen (etwa NUL) aus diesem Text.',
    missing: 'Dieser Eintrag existiert nicht mehr. Wählen Sie einen anderen.',
    taken: 'Ein anderer Eintrag verwendet diesen Wert bereits.',
    invalid: 'Dieser Wert ist ungültig.',
  },
  zh: {
    too_long: '最多使用 {{maximum}} 个字符。',
    too_short: '至少使用 {{minimum}} 个字符。',
    too_large: '数值最大为 {{maximum}}。',
    too_small: '数值至少为 {{minimum}}。',
    required: '请填写此字段。',
    invalid_format: '格式不正确。',
    invalid_choice: '请选择提供的选项之一。',
    control_characters: '请删除文本中的控制字符（如 NUL）。',
    missing: '此记录已不存在。请选择其他记录。',
    taken: '已有其他记录使用此值。',
    invalid: '此值无效。',
  },
};

const SUMMARY: Record<Language, string> = {
  en: 'The request has invalid fields.',
  pt: 'O pedido tem campos inválidos.',
  es: 'La solicitud tiene campos no válidos.',
  fr: 'La requête contient des champs non valides.',
  de: 'Die Anfrage enthält ungültige Felder.',
  zh: '请求包含无效字段。',
};

export function validationText(language: Language, issue: ValidationIssue): string {
  return MESSAGES[language][validationMessage(issue)].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(issue.params[name] ?? ''),
  );
}

export function validationSummary(language: Language): string {
  return SUMMARY[language];
}
