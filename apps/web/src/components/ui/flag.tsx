import { Box } from '@mantine/core';
import type { Language } from '@lineup/contract/languages';

/** Flag images ship with the app (public/flags), named by country: English shows the UK, Chinese shows China. */
const FLAG_FILES: Readonly<Record<Language, string>> = {
  pt: 'pt',
  en: 'gb',
  es: 'es',
  fr: 'fr',
  de: 'de',
  zh: 'cn',
};

export function flagUrl(language: Language): string {
  return `${import.meta.env.BASE_URL}flags/${FLAG_FILES[language]}.svg`;
}

/** A language's flag; decorative, since the language's name always stands next to it. */
export function Flag({ language, width = 24 }: { language: Language; width?: number }) {
  return (
    <Box
      component="img"
      src={flagUrl(language)}
      alt=""
      width={width}
      height={Math.round((width * 2) / 3)}
      display="block"
      style={{ borderRadius: 3, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.12)', objectFit: 'cover', flex: 'none' }}
    />
  );
}
