/** The language switch of the header (docs/decisions/web/languages.md): each language named in itself. */
import { LANGUAGES, LANGUAGE_NAMES, languageOf } from '@domain/i18n/languages';
import { chooseLanguage, useLanguage, useT } from './i18n';

export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  return (
    <select className="language-switch" value={language} aria-label={t('language.label')} onChange={(e) => void chooseLanguage(languageOf(e.target.value))}>
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
