import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ro } from './ro';
import { ru } from './ru';

export type Language = 'en' | 'ro' | 'ru';
export const LANGUAGES: Language[] = ['en', 'ro', 'ru'];
export const LANGUAGE_STORAGE_KEY = 'vama.language';

export const resources = { en: { translation: en }, ro: { translation: ro }, ru: { translation: ru } } as const;

function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'ro' || value === 'ru';
}

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return isLanguage(preferred) ? preferred : 'en';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the UI language and remembers the choice in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18n.changeLanguage(language);
}

export function initI18n(language?: Language) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language ?? storedLanguage() ?? browserLanguage(),
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
    if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  }
  return i18n;
}

/** Translation of a key built at run time (statuses, action names), or the fallback. */
export function translateOr(key: string, fallback: string): string {
  return i18n.exists(key) ? (i18n.t as unknown as (k: string) => string)(key) : fallback;
}
