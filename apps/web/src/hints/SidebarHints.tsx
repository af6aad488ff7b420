import { useMemo } from 'react';
import { useAuth } from '../auth/useAuth.js';
import { CreateWorkspaceBanner } from './CreateWorkspaceBanner.js';
import { onboardingSessionUrl } from './onboarding-session.js';
import { OnboardingSessionHint } from './OnboardingSessionHint.js';
import { useHint } from './useHint.js';

export interface SidebarHintsProps {
  /** The create-workspace banner's action (the shell navigates to the create-workspace address). */
  onCreateWorkspace(): void;
}

/**
 * The sidebar's one tip at a time, at its foot: the onboarding session to book while the server offers one and it
 * is not closed, then "Create a workspace" for someone without one; nothing once both are closed.
 */
export function SidebarHints({ onCreateWorkspace }: SidebarHintsProps) {
  const session = useHint('isScheduleOnboardingSessionDismissed');
  const workspace = useHint('isCreateWorkspaceBannerDismissed');
  const hasWorkspace = useAuth((state) => (state.user?.currentUserSpaces.length ?? 0) > 0);
  const sessionUrl = useMemo(() => onboardingSessionUrl(), []);
  if (sessionUrl && session.shown) return <OnboardingSessionHint url={sessionUrl} onDismiss={session.dismiss} />;
  if (workspace.shown && !hasWorkspace) return <CreateWorkspaceBanner onCreate={onCreateWorkspace} onDismiss={workspace.dismiss} />;
  return null;
}
