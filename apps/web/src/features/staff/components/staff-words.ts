import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPOKEN_LANGUAGES } from '@lineup/contract/staff';
import { intlLocale } from '#web/lib/format.ts';

/** A language's name from its ISO 639-1 code, in the reader's language ("de" → "alemão" in Portuguese). */
export function useLanguageNames(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
}

/** The languages staff can speak, named and sorted in the reader's language. */
export function useLanguageOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const nameOf = useLanguageNames();
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale(i18n.language));
    return SPOKEN_LANGUAGES.map((value) => ({ value, label: nameOf(value) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [i18n.language, nameOf]);
}
