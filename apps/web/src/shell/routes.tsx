import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { AuthStore } from '../auth/auth-store.js';
import { isLoggedIn } from '../auth/selectors.js';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { ResetPasswordPage } from '../sign-in/ResetPasswordPage.js';
import { afterFirstScreen } from '../store/first-screen-start.js';
import { FirstScreenOr } from './FirstScreenPreview.js';
import { OfflineScreen } from './OfflineScreen.js';
import { SignInScreen, type SignInScreenProps } from '../sign-in/SignInScreen.js';
import { Spinner, Status } from '../ui/index.js';
import { InviteIntro } from '../workspaces/InviteIntro.js';
import { parseAddress } from './paths.js';

// The signed-in part is its own chunk, so a logged-out visitor downloads only the sign-in screen. While a first-screen
// snapshot is offered, it is asked for only once the preview is painted: the chunk starts the local copy's read and
// decode and the store's build, work that grows with the account and would otherwise delay the preview's first frame
// (/me can answer, and the screens mount, before that frame).
const loadSignedInHome = () => afterFirstScreen().then(() => import('./SignedInHome.js'));
const SignedInHome = lazy(loadSignedInHome);

/**
 * With a stored session the task screens will be needed: main.tsx calls this before the first render, so their code
 * downloads, and the remembered user's sync client starts (early-sync.ts), while the session is restored (after the
 * first-screen preview's paint when one is offered).
 */
export function prepareSignedInScreens(auth: AuthStore): void {
  if (auth.getState().token) void loadSignedInHome().then((module) => module.startEarlyUserSyncClient(auth));
}

/** Loading, or the last first screen of the view being loaded (FirstScreenPreview) while one is offered. */
export function PageLoading() {
  return (
    <FirstScreenOr>
      <main className="page page-loading">
        <Status><Spinner /> <FormattedMessage id="common.loading" /></Status>
      </main>
    </FirstScreenOr>
  );
}

/**
 * Every address of the app but the reset-password link: signed out, the sign-in screen at that address, so signing
 * in lands on the screen asked for; signed in, the task screens, which read the address (TaskWorkspace).
 */
function AppRoute(props: SignInScreenProps) {
  const location = useLocation();
  const loggedIn = useAuth(isLoggedIn);
  // A stored session whose details could not be fetched for want of a network stays; it is not a sign-out.
  const unreachable = useAuth((state) => !isLoggedIn(state) && state.token !== null && state.status === 'NETWORK_UNAVAILABLE');
  // A session that is being restored: its screens' code is on its way (prepareSignedInScreens); this asks again
  // (at no cost) for a token that arrived after the start.
  const auth = useAuthStore();
  const restoring = useAuth((state) => state.token !== null);
  if (restoring && !loggedIn) prepareSignedInScreens(auth);
  if (unreachable) return <OfflineScreen />;
  const address = parseAddress(location.pathname, location.search);
  if (!loggedIn && address.kind === 'unknown') return <Navigate to="/" replace />;
  // An invite link says which workspace signing in joins; the mailed invitations link fills in the invited email.
  if (!loggedIn && address.kind === 'invite') return <SignInScreen {...props} intro={<InviteIntro key={address.token} token={address.token} />} />;
  if (!loggedIn && address.kind === 'invitations') return <SignInScreen {...props} initialEmail={address.email ?? ''} />;
  if (!loggedIn) return <SignInScreen {...props} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInHome />
    </Suspense>
  );
}

/**
 * The app's addresses: the reset-password link, and the start page and every view's address (shell/paths.ts);
 * an unknown address goes to the start page.
 */
export function AppRoutes(props: SignInScreenProps) {
  return (
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<AppRoute {...props} />} />
    </Routes>
  );
}
