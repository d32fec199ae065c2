/** A set of locale files, `import.meta.glob('./locales/*.json')`: one loader per language. */
export type LocaleLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** The loader of `language`'s file in a set, if the set has one. */
export function localeLoaderFor(loaders: LocaleLoaders, language: string) {
  return Object.entries(loaders).find(([file]) => file.endsWith(`/${language}.json`))?.[1];
}
