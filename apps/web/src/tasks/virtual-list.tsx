import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';

export interface VirtualListHandle {
  /** Scrolls just enough that row `index` is in view (keyboard focus moving past the edge). */
  scrollToIndex(index: number): void;
}

export interface VirtualListProps {
  rowCount: number;
  /** Every row has this height in px: the visible range is arithmetic, no measuring. */
  rowHeight: number;
  /** Rows rendered beyond each edge, so fast scrolling and focus moves do not show blank space. */
  overscan?: number;
  /** The viewport height; measured from the element when not given (jsdom measures 0, tests pass it). */
  height?: number;
  renderRow: (index: number) => ReactNode;
  rowKey: (index: number) => string;
  className?: string;
  ref?: Ref<VirtualListHandle>;
  /** Props for the element that holds the rows (e.g. role="list" and its label). */
  innerProps?: Record<string, unknown>;
}

/** The rows of [first, last) to render for a scroll offset. */
export function visibleRange(scrollTop: number, height: number, rowHeight: number, rowCount: number, overscan: number): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return [first, Math.max(first, last)];
}

function useMeasuredHeight(element: React.RefObject<HTMLDivElement | null>, given: number | undefined): number {
  const [measured, setMeasured] = useState(600);
  useEffect(() => {
    const node = element.current;
    if (given !== undefined || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(node.clientHeight || 600));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, given]);
  return given ?? measured;
}

/**
 * A list of fixed-height rows that renders only the rows in view plus `overscan` on each side, placed absolutely in
 * a spacer as tall as all rows, so 10,000 tasks cost as much to draw as thirty.
 */
export function VirtualList({ rowCount, rowHeight, overscan = 8, height, renderRow, rowKey, className, ref, innerProps }: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useMeasuredHeight(scroller, height);
  const [first, last] = visibleRange(scrollTop, viewport, rowHeight, rowCount, overscan);

  useImperativeHandle(ref, () => ({
    scrollToIndex(index) {
      const node = scroller.current;
      if (!node) return;
      const top = index * rowHeight;
      let next = node.scrollTop;
      if (top < next) next = top;
      else if (top + rowHeight > next + viewport) next = top + rowHeight - viewport;
      if (next !== node.scrollTop) {
        node.scrollTop = next;
        setScrollTop(next);
      }
    },
  }), [rowHeight, viewport]);

  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <div key={rowKey(index)} className="virtual-row" style={{ position: 'absolute', top: index * rowHeight, height: rowHeight, left: 0, right: 0 }}>
        {renderRow(index)}
      </div>,
    );
  }
  return (
    <div ref={scroller} className={['virtual-list', className].filter(Boolean).join(' ')} style={{ overflowY: 'auto', height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div {...innerProps} style={{ position: 'relative', height: rowCount * rowHeight }}>{rows}</div>
    </div>
  );
}
