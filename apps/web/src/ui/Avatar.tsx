import { Avatar as RadixAvatar } from 'radix-ui';
import { avatarHue, initials } from './avatar-face.js';
import { cx } from './cx.js';

export { avatarHue, initials };

/**
 * A person's picture, or their initials on a colour derived from their id (DESIGN.md "Avatars"), also while the picture
 * loads or when it cannot be loaded; which picture a person has is `avatarPictureOf` (packages/domain). `inLabelledControl`:
 * the avatar sits in a control whose label names the person; the initials are then drawn by CSS, not as text, so the
 * control's visible text does not contradict its label (WCAG 2.5.3, axe label-content-name-mismatch).
 * Without a picture the initials are in the first render: Radix's `delayMs` of 0 would still wait for a timer and
 * draw every avatar a second time (a board draws hundreds). The fallback is drawn anew when the picture comes or goes
 * (its key): Radix decides whether to wait only when the fallback mounts, so initials could stay hidden for good.
 */
export function Avatar({ id, name, src, size = 'md', className, inLabelledControl = false }: {
  id: string; name: string; src?: string | null; size?: 'sm' | 'md' | 'lg' | 'xl'; className?: string; inLabelledControl?: boolean;
}) {
  return (
    <RadixAvatar.Root className={cx('ui-avatar', `ui-avatar-${size}`, className)} style={{ '--avatar-hue': avatarHue(id) } as React.CSSProperties}>
      {/* No referrer: a picture on another site (Google's) learns nothing of the page that shows it. */}
      {src ? <RadixAvatar.Image className="ui-avatar-image" src={src} alt="" referrerPolicy="no-referrer" /> : null}
      <RadixAvatar.Fallback key={src ? 'after-delay' : 'at-once'} className="ui-avatar-initials" delayMs={src ? 400 : undefined} aria-hidden="true"
        data-initials={inLabelledControl ? initials(name) : undefined}>{inLabelledControl ? null : initials(name)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
