import { Users } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/index.js';
import { HintCard } from './HintCard.js';
import { hintOfFlag } from './hint-flags.js';

export interface CreateWorkspaceBannerProps {
  /** Starts creating a workspace (the shell opens the create-workspace address). */
  onCreate(): void;
  onDismiss(): void;
}

/** The sidebar's "Working with a team? Create a workspace" (webConfig.isCreateWorkspaceBannerDismissed). */
export function CreateWorkspaceBanner({ onCreate, onDismiss }: CreateWorkspaceBannerProps) {
  const intl = useIntl();
  return (
    <HintCard hint={hintOfFlag.isCreateWorkspaceBannerDismissed} variant="banner" icon={<Users className="icon" />}
      title={intl.formatMessage({ id: 'hints.workspace.title' })} onDismiss={onDismiss}
      action={<Button variant="secondary" onClick={onCreate}><FormattedMessage id="hints.workspace.action" /></Button>}>
      <FormattedMessage id="hints.workspace.text" />
    </HintCard>
  );
}
