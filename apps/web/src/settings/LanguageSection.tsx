import { isSupportedLanguage, supportedLanguages } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { nativeLanguageNames, useLanguage } from '../i18n/index.js';
import { Select } from '../ui/index.js';

/** The interface language of this device: each language by its own name, stored locally by the language store. */
export function LanguageSection() {
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.language" /></h3>
      <Select
        label={<FormattedMessage id="settings.language.description" />}
        value={language}
        onValueChange={(value) => {
          if (isSupportedLanguage(value)) setLanguage(value);
        }}
        options={supportedLanguages.map((code) => ({ value: code, label: <span lang={code}>{nativeLanguageNames[code]}</span> }))}
      />
    </section>
  );
}
