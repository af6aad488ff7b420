export { CreateWorkspaceBanner, type CreateWorkspaceBannerProps } from './CreateWorkspaceBanner.js';
export { HintCard, type HintCardProps } from './HintCard.js';
export { everyHintShown, type HintFlag, hintFlags, type HintId, hintOfFlag } from './hint-flags.js';
export { MyDayHint } from './MyDayHint.js';
export { OnboardingTour } from './OnboardingTour.js';
export { SidebarHints, type SidebarHintsProps } from './SidebarHints.js';
export { type Hint, useHint, useShowHintsAgain } from './useHint.js';
