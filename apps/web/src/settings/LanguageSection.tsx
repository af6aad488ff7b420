import { isSupportedLanguage, supportedLanguages } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { nativeLanguageNames, useLanguage } from '../i18n/index.js';

/** The interface language of this device: each language by its own name, stored locally by the language store. */
export function LanguageSection() {
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.language" /></h3>
      <div className="field">
        <label htmlFor={id}><FormattedMessage id="settings.language.description" /></label>
        <select
          id={id}
          value={language}
          onChange={(event) => {
            if (isSupportedLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {supportedLanguages.map((code) => (
            <option key={code} value={code} lang={code}>{nativeLanguageNames[code]}</option>
          ))}
        </select>
      </div>
    </section>
  );
}
