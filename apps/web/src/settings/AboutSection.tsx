import { FormattedMessage } from 'react-intl';
import { appVersion, supportEmail } from './app-info.js';

/** The app and its version, and how to reach support when the operator gave an address. */
export function AboutSection({ support = supportEmail() }: { support?: string | null }) {
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-about">
        <h3 id="settings-about"><FormattedMessage id="settings.menu.about" /></h3>
        <p><FormattedMessage id="settings.about.description" /></p>
        <p><FormattedMessage id="settings.about.version" values={{ version: appVersion }} /></p>
      </section>
      {support && (
        <section className="settings-section" aria-labelledby="settings-support">
          <h3 id="settings-support"><FormattedMessage id="settings.menu.support" /></h3>
          <p><FormattedMessage id="settings.support.description" /></p>
          <a href={`mailto:${support}`}><FormattedMessage id="settings.support.contact" /></a>
        </section>
      )}
    </>
  );
}
