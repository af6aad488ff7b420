import { useAuth } from '../auth/useAuth.js';
import { Onboarding } from '../onboarding/Onboarding.js';
import { usePushRenewal } from '../push/usePushRenewal.js';
import { useCompletedTracking } from '../settings/completed-tasks.js';
import { useHomeBackground } from '../settings/useHomeBackground.js';
import { PageLoading } from './routes.js';
import TaskWorkspace from './TaskWorkspace.js';

// For routes.tsx: the sync client can start as soon as this chunk is loaded, before the account is.
export { startEarlyUserSyncClient } from '../store/useUserSyncClient.js';

/** The signed-in start: onboarding for a new user, then the task screens under the app header. */
export default function SignedInHome() {
  const user = useAuth((state) => state.user);
  const background = useHomeBackground();
  usePushRenewal(user?.id);
  useCompletedTracking(user?.id);
  // A new user answers the onboarding questions first (SPEC.md section 4); it stays in this lazy chunk.
  if (user?.shouldShowOnboarding) return <Onboarding />;
  if (!user) return <PageLoading />;
  return (
    <div className={['page home', background.className].filter(Boolean).join(' ')} style={background.style}>
      <TaskWorkspace user={user} />
    </div>
  );
}
