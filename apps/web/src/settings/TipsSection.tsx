import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShowHintsAgain } from '../hints/index.js';
import { Button, Status } from '../ui/index.js';

/**
 * Show tips again: clears every dismissed flag of webConfig (hints/hint-flags.ts) through the update queue, so the
 * tips and the first-run tour come back on every device. It stays enabled once pressed (a disabled button would drop
 * the focus); the line under it says the tips are back.
 */
export function TipsSection() {
  const id = useId();
  const { anyDismissed, showAgain } = useShowHintsAgain();
  const [done, setDone] = useState(false);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.tips.title" /></h3>
      <p className="settings-description" id={`${id}-description`}><FormattedMessage id="settings.tips.description" /></p>
      <Button variant="secondary" aria-describedby={`${id}-description`} onClick={() => {
        if (anyDismissed) showAgain();
        setDone(true);
      }}>
        <FormattedMessage id="settings.tips.showAgain" />
      </Button>
      <Status>{done && !anyDismissed ? <FormattedMessage id="settings.tips.shown" /> : null}</Status>
    </section>
  );
}
