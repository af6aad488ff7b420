import type { WebConfig } from '@taskhub/domain';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { useUpdateQueue } from './update-queue-context.js';

type Theme = WebConfig['theme'];

const themes: { value: Theme; label: MessageId }[] = [
  { value: 'auto', label: 'settings.theme.auto' },
  { value: 'light', label: 'settings.theme.light' },
  { value: 'dark', label: 'settings.theme.dark' },
];

/** Automatic, light or dark; the shell's theme class follows webConfig.theme as soon as the queue applies it. */
export function ThemeSection({ theme }: { theme: Theme }) {
  const update = useUpdateQueue((state) => state.update);
  return (
    <section className="settings-section">
      <fieldset className="settings-choices">
        <legend><h3><FormattedMessage id="settings.menu.theme" /></h3></legend>
        {themes.map(({ value, label }) => (
          <label key={value} className="settings-choice">
            <input
              type="radio"
              name="settings-theme"
              value={value}
              checked={theme === value}
              onChange={() => update({ webConfig: { theme: value } })}
            />
            <FormattedMessage id={label} />
          </label>
        ))}
      </fieldset>
    </section>
  );
}
