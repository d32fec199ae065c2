import type { Language } from '@lineup/contract/languages';
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
import type money from '#web/features/money/locales/pt.json';
import type week from '#web/features/lessons/week-of-events/locales/pt.json';

/**
 * Every text of the app, per language. Shared texts live in src/locales/<lang>.json, the texts of
 * the list and form kits in src/components/locales/<lang>.json (loaded by the screens using them)
 * and the privacy policy's in src/components/policy/locales/<lang>.json (loaded with the policy);
 * a feature keeps its own in src/features/<feature>/locales/<lang>.json under one top-level
 * key named after it (a customer's money in features/money, loaded by the screens that sell), and
 * a part it lends other screens may keep its own beside it (a week of events, `week.*`, in
 * features/lessons/week-of-events/locales). Portuguese is the reference for the key types: add a
 * feature's pt.json to `Resources` when the feature gets texts.
 */
export type Resources = typeof core &
  typeof kit &
  typeof policy &
  typeof money &
  typeof week &
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

/**
 * The app-wide texts of each language, merged into one module as the app is built
 * (build/app-texts.ts): a reader downloads the texts of their language only, in one request.
 */
const APP_TEXTS: Readonly<Record<Language, () => Promise<{ default: Record<string, unknown> }>>> = {
  pt: () => import('virtual:app-texts/pt'),
  en: () => import('virtual:app-texts/en'),
  es: () => import('virtual:app-texts/es'),
  fr: () => import('virtual:app-texts/fr'),
  de: () => import('virtual:app-texts/de'),
  zh: () => import('virtual:app-texts/zh'),
};

const loading = new Map<Language, Promise<Resources>>();

/**
 * Every app-wide text of one language. Loaded once: the entry may ask for the reader's language
 * before the app does (app/first-screen.ts).
 */
export function loadLocale(language: Language): Promise<Resources> {
  let texts = loading.get(language);
  if (!texts) {
    texts = APP_TEXTS[language]().then((module) => module.default as Resources);
    // A failed load (the network) is tried again on the next call.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}
