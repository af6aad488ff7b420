import { CalendarClock, ExternalLink } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HintCard } from './HintCard.js';
import { hintOfFlag } from './hint-flags.js';

/** The sidebar's offer of an onboarding session (webConfig.isScheduleOnboardingSessionDismissed), booked at `url`. */
export function OnboardingSessionHint({ url, onDismiss }: { url: string; onDismiss(): void }) {
  const intl = useIntl();
  return (
    <HintCard hint={hintOfFlag.isScheduleOnboardingSessionDismissed} variant="banner" icon={<CalendarClock className="icon" />}
      title={intl.formatMessage({ id: 'hints.session.title' })} onDismiss={onDismiss}
      action={(
        <a className="btn btn-secondary hint-link" href={url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="hints.session.action" /> <ExternalLink className="icon" aria-hidden="true" />
        </a>
      )}>
      <FormattedMessage id="hints.session.text" />
    </HintCard>
  );
}
