import type { WebConfig } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { RadioGroup, RadioItem } from '../ui/index.js';
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
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id}><FormattedMessage id="settings.menu.theme" /></h3>
      <RadioGroup className="settings-choices" labelledBy={id} value={theme} onValueChange={(value) => update({ webConfig: { theme: value as Theme } })}>
        {themes.map(({ value, label }) => (
          <RadioItem key={value} value={value} className="settings-choice"><FormattedMessage id={label} /></RadioItem>
        ))}
      </RadioGroup>
    </section>
  );
}
