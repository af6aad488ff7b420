import type { WebConfig } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { RadioGroup, RadioItem } from '../ui/index.js';
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
  const update = useUpdateQueue((state) => state.update);
  const choose = (setting: string) => {
    const chosen = backgroundChoices.find((choice) => String(choice) === setting);
    if (chosen !== undefined) update({ webConfig: field === 'selectedImage' ? { selectedImage: chosen } : { selectedImageDark: chosen } });
  };
  return (
    <RadioGroup className="settings-choices background-choices" orientation="horizontal" label={<FormattedMessage id={legend} />}
      value={String(value)} onValueChange={choose}>
      {backgroundChoices.map((setting) => (
        <RadioItem key={setting} value={String(setting)} className="background-choice">
          <Preview setting={setting} />
          <span className="background-choice-label"><ChoiceLabel setting={setting} /></span>
        </RadioItem>
      ))}
    </RadioGroup>
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
