import type { IntlConfig, MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

/**
 * A catalog as the app uses it: message id to its ICU message, already parsed (vite.config.ts
 * strips descriptions and review marks and parses each message at build time), or as text.
 */
export type Messages = NonNullable<IntlConfig['messages']>;

// One chunk per language: only the chosen language's catalog is downloaded.
const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('@/locales/en.json'),
  am: () => import('@/locales/am.json'),
  ti: () => import('@/locales/ti.json'),
  sw: () => import('@/locales/sw.json'),
};

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

/** The catalog when already downloaded, so a render does not wait for it. */
export function loadedCatalog(language: Language): Messages | undefined {
  return loaded.get(language);
}

export function loadCatalog(language: Language): Promise<Messages> {
  const done = loaded.get(language);
  if (done) return Promise.resolve(done);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((module) => {
      const messages = flatten(module.default);
      loaded.set(language, messages);
      return messages;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The build strips catalogs to `{ id: parsed message }`; read as files they are `{ id: { message, description } }`. */
function flatten(catalog: unknown): Messages {
  const messages: Record<string, string | MessageFormatElement[]> = {};
  for (const [id, entry] of Object.entries(catalog as Record<string, unknown>)) {
    if (typeof entry === 'string') messages[id] = entry;
    else if (Array.isArray(entry)) messages[id] = entry as MessageFormatElement[];
    else if (entry && typeof entry === 'object' && 'message' in entry) messages[id] = String(entry.message);
  }
  // react-intl takes text and parsed messages side by side.
  return messages as Messages;
}
