import type { WebConfig } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { backgroundChoices, type BackgroundSetting, homeBackground } from './backgrounds.js';
import { useUpdateQueue } from './update-queue-context.js';

type BackgroundKey = 'selectedImage' | 'selectedImageDark';

/** A small picture of a choice; decorative, since the radio's label names it. */
function Preview({ setting }: { setting: BackgroundSetting }) {
  const background = homeBackground(setting);
  const style = background.kind === 'image' ? { backgroundImage: `url("${background.url}")` } : undefined;
  return <span className={`background-preview background-preview-${background.kind}`} style={style} aria-hidden="true" />;
}

function ChoiceLabel({ setting }: { setting: BackgroundSetting }) {
  if (setting === 'none') return <FormattedMessage id="settings.background.none" />;
  if (setting === 'blank') return <FormattedMessage id="settings.background.blank" />;
  return <FormattedMessage id="settings.background.image" values={{ number: setting }} />;
}

function BackgroundChoices({ field, legend, value }: { field: BackgroundKey; legend: MessageId; value: BackgroundSetting }) {
  const name = useId();
  const update = useUpdateQueue((state) => state.update);
  return (
    <fieldset className="settings-choices background-choices">
      <legend><FormattedMessage id={legend} /></legend>
      {backgroundChoices.map((setting) => (
        <label key={setting} className="background-choice">
          <input
            type="radio"
            name={name}
            value={setting}
            checked={value === setting}
            onChange={() => update({ webConfig: field === 'selectedImage' ? { selectedImage: setting } : { selectedImageDark: setting } })}
          />
          <Preview setting={setting} />
          <span className="background-choice-label"><ChoiceLabel setting={setting} /></span>
        </label>
      ))}
    </fieldset>
  );
}

/** The home's background, chosen apart for the light and the dark theme (webConfig.selectedImage / selectedImageDark). */
export function BackgroundSection({ webConfig }: { webConfig: Pick<WebConfig, BackgroundKey> }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.background" /></h3>
      <BackgroundChoices field="selectedImage" legend="settings.background.lightTheme" value={webConfig.selectedImage} />
      <BackgroundChoices field="selectedImageDark" legend="settings.background.darkTheme" value={webConfig.selectedImageDark} />
    </section>
  );
}
