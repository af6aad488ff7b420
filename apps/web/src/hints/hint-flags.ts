import type { WebConfig } from '@taskhub/domain';

/** A webConfig flag that records a hint closed for good (SPEC.md section 3's dismissed flags). */
export type HintFlag = { [K in keyof WebConfig]: K extends `is${string}Dismissed` ? K : never }[keyof WebConfig];

/**
 * Which hint each dismissed flag belongs to: the value names the hint (its card's `data-hint`). A flag turns true
 * when its hint is closed, saved through PUT /me so every device stops showing it; Settings → General → Show tips
 * again turns them all back to false. The record type makes a new dismissed flag a compile error until it is here.
 */
export const hintOfFlag = {
  /** My Day: the "How My Day works" card at its top (MyDayHint). */
  isStickyMyDayVideoDismissed: 'my-day-explainer',
  /** Shown by the board screen, with useHint, when boards arrive; nothing shows it before. */
  isStickyBoardVideoDismissed: 'board-explainer',
  /** Shown by a board card's detail, with useHint, when boards arrive; nothing shows it before. */
  isStickyCardVideoDismissed: 'card-explainer',
  /** Shown by the workspace members screen next to its invite link, with useHint, when workspaces arrive. */
  isStickyCopyInviteLinkDismissed: 'copy-invite-link',
  /** The sidebar: "Working with a team? Create a workspace" (CreateWorkspaceBanner), for people without one. */
  isCreateWorkspaceBannerDismissed: 'create-workspace',
  /** The sidebar: the onboarding session to book (OnboardingSessionHint), only when the server names its address. */
  isScheduleOnboardingSessionDismissed: 'onboarding-session',
  /** The first-run tour over the task screens (OnboardingTour): Skip or Done sets it. */
  isOnboardingTourDismissed: 'onboarding-tour',
} as const satisfies Record<HintFlag, string>;

export type HintId = (typeof hintOfFlag)[HintFlag];

export const hintFlags = Object.keys(hintOfFlag) as HintFlag[];

/** The webConfig change that shows every hint again. */
export const everyHintShown: Partial<Pick<WebConfig, HintFlag>> = Object.fromEntries(hintFlags.map((flag) => [flag, false]));
