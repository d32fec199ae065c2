/** Where zod keeps the settings `z.config()` sets, shared by every copy of zod in the page. */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * zod compiles its parsers with `new Function` unless told not to. The app's Content-Security-Policy
 * allows no `eval`, so that is refused, and the browser reports zod's probe for it as a policy
 * violation on every page that reads an answer. Told beforehand, zod does not probe. Set by the entry
 * before zod loads, without loading it: zod takes its settings from this global as it starts.
 */
export function makeZodJitless(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
