import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { localeLoaderFor, type LocaleLoaders } from '#web/lib/locale-loaders.ts';

const loading = new WeakMap<() => Promise<unknown>, Promise<void>>();

function loadTexts(loaders: LocaleLoaders, language: string, add: (texts: Record<string, unknown>) => void) {
  const load = localeLoaderFor(loaders, language);
  if (!load) return Promise.resolve();
  let loaded = loading.get(load);
  if (!loaded) {
    loaded = load().then((texts) => add(texts.default));
    loading.set(load, loaded);
  }
  return loaded;
}

interface ScreenTextsProps {
  /** The sets the screen needs, by name (`{ kit: kitTexts, places: placeTexts }`). */
  readonly texts: Readonly<Record<string, LocaleLoaders>>;
  readonly children: ReactNode;
}

/**
 * Texts only some screens show load with those screens, in the reader's language, so the Start
 * page never carries them and the app-wide texts stay small as screens are added. The screen
 * shows once its texts are there.
 */
export function ScreenTexts({ texts, children }: ScreenTextsProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const names = Object.keys(texts).sort();
  const ready = useQuery({
    queryKey: ['texts', language, ...names],
    queryFn: async () => {
      const add = (bundle: Record<string, unknown>) =>
        i18n.addResourceBundle(language, 'translation', bundle, true, false);
      await Promise.all(names.map((name) => loadTexts(texts[name] ?? {}, language, add)));
      return true;
    },
    staleTime: Infinity,
  });
  return ready.data ? children : <PageLoader />;
}
