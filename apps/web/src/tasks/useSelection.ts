import { type MouseEvent, useCallback, useState } from 'react';

/**
 * The selected tasks of a view: Ctrl-click toggles one, Shift-click adds the range from the last one clicked, and
 * selection mode shows a checkbox on every row (a Shift- or Ctrl-click starts it too).
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const onSelectClick = useCallback((id: string, event: MouseEvent, order: string[]) => {
    if (event.shiftKey && anchor !== null && order.includes(anchor)) {
      const [from, to] = [order.indexOf(anchor), order.indexOf(id)].sort((a, b) => a - b);
      setSelected((current) => new Set([...current, ...order.slice(from, to! + 1)]));
      return;
    }
    setAnchor(id);
    setSelected((current) => toggled(current, id));
  }, [anchor]);
  const [mode, setMode] = useState(false);
  const toggle = useCallback((id: string) => {
    setAnchor(id);
    setSelected((current) => toggled(current, id));
  }, []);
  const clear = useCallback(() => {
    setSelected(new Set());
    setMode(false);
  }, []);
  return { selected, onSelectClick, clear, toggle, selecting: mode || selected.size > 0, setMode };
}

/** The selection with `id` added, or taken out when it was in. */
function toggled(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
