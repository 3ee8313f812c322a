import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '@/i18n';

const NAMES: Record<Language, string> = { en: 'English', ro: 'Română', ru: 'Русский' };

/** EN / RO / RU; the choice is remembered in this browser. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = (LANGUAGES as string[]).includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage! : 'en';
  return (
    <div role="group" aria-label={t('header.language')}>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(language) => void changeLanguage(language as Language)}
        data={LANGUAGES.map((language) => ({
          value: language,
          label: (
            <span lang={language} title={NAMES[language]}>
              {language.toUpperCase()}
            </span>
          ),
        }))}
      />
    </div>
  );
}
