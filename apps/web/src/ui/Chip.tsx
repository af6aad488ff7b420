import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx.js';

export type ChipTone = 'neutral' | 'danger' | 'success' | 'warning' | 'accent';

/**
 * A pill 20-24 px high (DESIGN.md "Chips"): a tone, or a tag's own colour (tinted background, full-colour dot). It is
 * text, not a control; wrap it in a button to make it one.
 */
export function Chip({ children, tone = 'neutral', color, icon, className }: { children: ReactNode; tone?: ChipTone; color?: string; icon?: ReactNode; className?: string }) {
  const style = color ? ({ '--chip-color': color } as CSSProperties) : undefined;
  return (
    <span className={cx('ui-chip', `ui-chip-${color ? 'tag' : tone}`, className)} style={style}>
      {color ? <span className="ui-chip-dot" aria-hidden="true" /> : icon}
      <span className="ui-chip-text">{children}</span>
    </span>
  );
}
