import type { ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
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

/** The sets a screen needs, by name (`{ kit: kitTexts, places: placeTexts }`). */
export type TextSets = Readonly<Record<string, LocaleLoaders>>;

/** The loading of `texts` in the reader's language, as a query: a screen may read it before it draws. */
export function screenTextsQuery(texts: TextSets, i18n: I18n) {
  const language = i18n.language;
  const names = Object.keys(texts).sort();
  return queryOptions({
    queryKey: ['texts', language, ...names],
    queryFn: async () => {
      const add = (bundle: Record<string, unknown>) =>
        i18n.addResourceBundle(language, 'translation', bundle, true, false);
      await Promise.all(names.map((name) => loadTexts(texts[name] ?? {}, language, add)));
      return true;
    },
    staleTime: Infinity,
  });
}

interface ScreenTextsProps {
  readonly texts: TextSets;
  readonly children: ReactNode;
}

/**
 * Texts only some screens show load with those screens, in the reader's language, so the Start
 * page never carries them and the app-wide texts stay small as screens are added. The screen
 * shows once its texts are there.
 */
export function ScreenTexts({ texts, children }: ScreenTextsProps) {
  const { i18n } = useTranslation();
  const ready = useQuery(screenTextsQuery(texts, i18n));
  return ready.data ? children : <PageLoader />;
}
