import { LANGUAGES, type Language } from '@lineup/contract/languages';
import type admin from '#web/features/admin/locales/pt.json';
import type auth from '#web/features/auth/locales/pt.json';
import type help from '#web/features/help/locales/pt.json';
import type navigation from '#web/features/navigation/locales/pt.json';
import type items from '#web/features/items/locales/pt.json';
import type places from '#web/features/places/locales/pt.json';
import type privacy from '#web/features/privacy/locales/pt.json';
import type rooms from '#web/features/rooms/locales/pt.json';
import type schools from '#web/features/schools/locales/pt.json';
import type start from '#web/features/start/locales/pt.json';
import type suppliers from '#web/features/suppliers/locales/pt.json';
import type user from '#web/features/user/locales/pt.json';
import type equipment from '#web/features/equipment/locales/pt.json';
import type transport from '#web/features/transport/locales/pt.json';
import type eventTypes from '#web/features/event-types/locales/pt.json';
import type packages from '#web/features/packages/locales/pt.json';
import type services from '#web/features/services/locales/pt.json';
import type settings from '#web/features/settings/locales/pt.json';
import type students from '#web/features/students/locales/pt.json';
import type staff from '#web/features/staff/locales/pt.json';
import type works from '#web/features/works/locales/pt.json';
import type lessons from '#web/features/lessons/locales/pt.json';
import type dashboard from '#web/features/dashboard/locales/pt.json';
import type chatbot from '#web/features/chatbot/locales/pt.json';
import type core from '#web/locales/pt.json';
import type kit from '#web/components/locales/pt.json';
import type policy from '#web/components/policy/locales/pt.json';
import type money from '#web/components/money/locales/pt.json';

/**
 * Every text of the app, per language. Shared texts live in src/locales/<lang>.json, the texts of
 * the list and form kits in src/components/locales/<lang>.json (loaded by the screens using them),
 * the privacy policy's in src/components/policy/locales/<lang>.json (loaded with the policy) and a
 * customer's money in src/components/money/locales/<lang>.json (loaded by the screens that sell);
 * a feature keeps its own in src/features/<feature>/locales/<lang>.json under one top-level
 * key named after it. Portuguese is the reference for the key types: add a feature's
 * pt.json to `Resources` when the feature gets texts.
 */
export type Resources = typeof core &
  typeof kit &
  typeof policy &
  typeof money &
  typeof auth &
  typeof navigation &
  typeof start &
  typeof places &
  typeof rooms &
  typeof suppliers &
  typeof items &
  typeof equipment &
  typeof transport &
  typeof eventTypes &
  typeof packages &
  typeof services &
  typeof settings &
  typeof students &
  typeof staff &
  typeof works &
  typeof lessons &
  typeof dashboard &
  typeof chatbot &
  typeof privacy &
  typeof help &
  typeof admin &
  typeof schools &
  typeof user;

// One chunk per language (see vite.config.ts): a reader downloads the texts of their language only.
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*.json',
  '../features/*/locales/*.json',
  // A screen's own texts load with the screen (useScreenTexts), not with the Start page; so do
  // the list and form kits' (src/components/locales). The list is build/screen-texts.ts's.
  '!../features/places/locales/*.json',
  '!../features/rooms/locales/*.json',
  '!../features/suppliers/locales/*.json',
  '!../features/items/locales/*.json',
  '!../features/equipment/locales/*.json',
  '!../features/transport/locales/*.json',
  '!../features/event-types/locales/*.json',
  '!../features/packages/locales/*.json',
  '!../features/services/locales/*.json',
  '!../features/settings/locales/*.json',
  '!../features/students/locales/*.json',
  '!../features/staff/locales/*.json',
  '!../features/works/locales/*.json',
  '!../features/lessons/locales/*.json',
  '!../features/help/locales/*.json',
  '!../features/admin/locales/*.json',
  '!../features/dashboard/locales/*.json',
  '!../features/chatbot/locales/*.json',
]);

function languageOf(file: string): Language | null {
  const language = /\/([a-z]{2})\.json$/.exec(file)?.[1];
  return LANGUAGES.find((known) => known === language) ?? null;
}

const loading = new Map<Language, Promise<Resources>>();

/**
 * Every text of one language: the shared file and each feature's, merged. Loaded once: the entry
 * may ask for the reader's language before the app does (app/first-screen.ts).
 */
export function loadLocale(language: Language): Promise<Resources> {
  let texts = loading.get(language);
  if (!texts) {
    texts = mergeLocale(language);
    // A failed load (the network) is tried again on the next call.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}

async function mergeLocale(language: Language): Promise<Resources> {
  const own = Object.entries(files).filter(([file]) => languageOf(file) === language);
  const modules = await Promise.all(own.map(async ([file, load]) => [file, await load()] as const));
  const merged: Record<string, unknown> = {};
  for (const [file, module] of modules) {
    for (const [key, value] of Object.entries(module.default)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (${file}).`);
      merged[key] = value;
    }
  }
  return merged as Resources;
}
