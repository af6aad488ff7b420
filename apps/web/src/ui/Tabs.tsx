import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx.js';

export interface TabsProps {
  value: string;
  onValueChange(value: string): void;
  tabs: ReadonlyArray<{ value: string; label: ReactNode; content: ReactNode }>;
  label: string;
  className?: string;
  /** 'vertical' puts the tabs in a column beside the panel (a section list) and moves with the up and down arrows. */
  orientation?: 'horizontal' | 'vertical';
}

/** Tabs (Radix Tabs): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({ value, onValueChange, tabs, label, className, orientation = 'horizontal' }: TabsProps) {
  return (
    <RadixTabs.Root className={cx('ui-tabs', `ui-tabs-${orientation}`, className)} value={value} onValueChange={onValueChange} orientation={orientation}>
      <RadixTabs.List className="ui-tabs-list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="ui-tab">{tab.label}</RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="ui-tab-panel">{tab.content}</RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
