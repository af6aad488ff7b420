import { CalendarPlus, Lightbulb, Sun, Sunrise } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { Button, Popover } from '../ui/index.js';
import { HintCard } from './HintCard.js';
import { hintOfFlag } from './hint-flags.js';
import { useHint } from './useHint.js';

const explainerSteps: { icon: typeof Sun; text: MessageId }[] = [
  { icon: Sunrise, text: 'hints.myDay.step.fresh' },
  { icon: Lightbulb, text: 'hints.myDay.step.suggestions' },
  { icon: CalendarPlus, text: 'hints.myDay.step.add' },
];

/** How My Day works, in three illustrated steps: the explainer the hint's action opens, beside it. */
function MyDayExplainer() {
  const intl = useIntl();
  return (
    <Popover className="hint-explainer" label={intl.formatMessage({ id: 'hints.myDay.explainer' })}
      trigger={<Button variant="secondary"><FormattedMessage id="hints.myDay.action" /></Button>}>
      <h3 className="hint-explainer-title"><FormattedMessage id="hints.myDay.explainer" /></h3>
      <ol className="hint-explainer-steps">
        {explainerSteps.map(({ icon: Icon, text }) => (
          <li key={text} className="hint-explainer-step">
            <span className="hint-explainer-picture" aria-hidden="true"><Icon className="icon icon-toolbar" /></span>
            <span><FormattedMessage id={text} /></span>
          </li>
        ))}
      </ol>
    </Popover>
  );
}

/** The "How My Day works" card at the top of My Day (webConfig.isStickyMyDayVideoDismissed), until it is closed. */
export function MyDayHint() {
  const intl = useIntl();
  const { shown, dismiss } = useHint('isStickyMyDayVideoDismissed');
  if (!shown) return null;
  return (
    <HintCard hint={hintOfFlag.isStickyMyDayVideoDismissed} icon={<Sun className="icon" />} title={intl.formatMessage({ id: 'hints.myDay.title' })}
      action={<MyDayExplainer />} onDismiss={dismiss} className="hint-card-my-day">
      <FormattedMessage id="hints.myDay.text" />
    </HintCard>
  );
}
