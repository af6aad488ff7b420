import type { Language } from '@taskhub/domain';
import { en } from './messages/en.js';
import type { Messages } from './types.js';

type OtherLanguage = Exclude<Language, 'en'>;

// Each non-English catalogue is a separate chunk, fetched only when that language is chosen, so the first page ships English alone.
const loaders: Record<OtherLanguage, () => Promise<Messages>> = {
  'zh-CN': () => import('./messages/zh-CN.js').then((module) => module.zhCN),
  fr: () => import('./messages/fr.js').then((module) => module.fr),
  de: () => import('./messages/de.js').then((module) => module.de),
  it: () => import('./messages/it.js').then((module) => module.it),
  ja: () => import('./messages/ja.js').then((module) => module.ja),
  ko: () => import('./messages/ko.js').then((module) => module.ko),
  'pt-BR': () => import('./messages/pt-BR.js').then((module) => module.ptBR),
  ru: () => import('./messages/ru.js').then((module) => module.ru),
  es: () => import('./messages/es.js').then((module) => module.es),
};

const pending = new Map<OtherLanguage, Promise<Messages>>();
const loaded = new Map<Language, Messages>([['en', en]]);

/** The catalogue of a language if it is already in memory (English always is), so a re-render need not wait. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Loads a language's catalogue once; a failed download is forgotten so that the next request tries again. */
export function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  const other = language as OtherLanguage;
  let request = pending.get(other);
  if (!request) {
    request = loaders[other]().then(
      (messages) => {
        loaded.set(language, messages);
        pending.delete(other);
        return messages;
      },
      (error: unknown) => {
        pending.delete(other);
        throw error;
      },
    );
    pending.set(other, request);
  }
  return request;
}
