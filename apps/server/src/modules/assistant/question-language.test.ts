import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language.ts';

describe("SmartBot's answer language", () => {
  it.each([
    ['¿Qué clases hay mañana?', 'pt', 'es'],
    ['quien nos debe mas dinero', 'en', 'es'],
    ['明天有什么课？', 'pt', 'zh'],
    ['Ana的余额', 'de', 'zh'],
    ['Que aulas temos amanhã?', 'en', 'pt'],
    ['Quels cours avons-nous demain ?', 'pt', 'fr'],
    ['Welche Kurse gibt es heute?', 'fr', 'de'],
    ['Who owes us the most money?', 'es', 'en'],
  ] as const)('answers "%s" asked from a %s interface in %s', (text, interfaceLanguage, expected) => {
    expect(questionLanguage(text, interfaceLanguage)).toBe(expected);
  });

  it.each([
    ['Ana Silva?', 'de'],
    ['Carcavelos 10h', 'fr'],
    ['hola', 'pt'],
    ['Que aulas temos amanhã?', 'pt'],
  ] as const)('keeps the interface language when "%s" does not clearly say another (%s)', (text, interfaceLanguage) => {
    expect(questionLanguage(text, interfaceLanguage)).toBe(interfaceLanguage);
  });
});
