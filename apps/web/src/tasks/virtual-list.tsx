import { type ReactNode, type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';

export interface VirtualListHandle {
  /** Scrolls just enough that row `index` is in view (keyboard focus moving past the edge). */
  scrollToIndex(index: number): void;
}

export interface VirtualListProps {
  rowCount: number;
  /**
   * A row's height in px, or its estimate: a number for every row, or one per row (e.g. by kind). Where the browser
   * can measure (ResizeObserver), a drawn row's real height replaces the estimate, so a title that wraps to two lines
   * pushes the rows below it down instead of overlapping them.
   */
  rowHeight: number | ((index: number) => number);
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

/** The first index whose row ends after `y`, by binary search over the rows' start offsets (offsets[rowCount] = total). */
function rowAt(offsets: Float64Array, rowCount: number, y: number): number {
  let low = 0;
  let high = rowCount;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1]! <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The rows of [first, last) to render for a scroll offset, from the rows' start offsets. */
export function visibleRangeOf(offsets: Float64Array, rowCount: number, scrollTop: number, height: number, overscan: number): [number, number] {
  if (rowCount === 0) return [0, 0];
  const first = Math.max(0, rowAt(offsets, rowCount, scrollTop) - overscan);
  const last = Math.min(rowCount, rowAt(offsets, rowCount, scrollTop + height - 0.5) + 1 + overscan);
  return [first, Math.max(first, last)];
}

/** Start offsets of every row and, at [rowCount], the total height. */
export function rowOffsets(rowCount: number, heightOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(rowCount + 1);
  for (let index = 0; index < rowCount; index += 1) offsets[index + 1] = offsets[index]! + heightOf(index);
  return offsets;
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
 * Real heights of drawn rows, by row key (a key keeps its height when rows above it come and go). One ResizeObserver
 * watches every drawn row; a change bumps `version` so offsets are summed again (a pass over numbers, no layout).
 */
function useRowMeasurements() {
  const sizes = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const observer = useMemo(() => (typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => {
    let changed = false;
    for (const entry of entries) {
      const key = (entry.target as HTMLElement).dataset.virtualKey;
      const height = entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
      if (key === undefined || height === 0 || sizes.current.get(key) === height) continue;
      sizes.current.set(key, height);
      changed = true;
    }
    if (changed) setVersion((v) => v + 1);
  })), []);
  useEffect(() => () => observer?.disconnect(), [observer]);
  // A ref callback with a cleanup (React 19): a row that scrolls out is no longer watched.
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node || !observer) return undefined;
    observer.observe(node);
    return () => observer.unobserve(node);
  }, [observer]);
  return { sizes: sizes.current, version, measure, measuring: observer !== null };
}

/**
 * A list that renders only the rows in view plus `overscan` on each side, placed absolutely in a spacer as tall as all
 * rows, so 10,000 tasks cost as much to draw as thirty. Rows may differ in height (estimated, then measured).
 */
export function VirtualList({ rowCount, rowHeight, overscan = 8, height, renderRow, rowKey, className, ref, innerProps }: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useMeasuredHeight(scroller, height);
  const { sizes, version, measure, measuring } = useRowMeasurements();
  const offsets = useMemo(() => {
    const estimate = typeof rowHeight === 'number' ? () => rowHeight : rowHeight;
    return rowOffsets(rowCount, (index) => sizes.get(rowKey(index)) ?? estimate(index));
    // `version` stands for the measurements in `sizes`.
  }, [rowCount, rowHeight, rowKey, sizes, version]);
  const [first, last] = visibleRangeOf(offsets, rowCount, scrollTop, viewport, overscan);

  useImperativeHandle(ref, () => ({
    scrollToIndex(index) {
      const node = scroller.current;
      if (!node || index < 0 || index >= rowCount) return;
      const top = offsets[index]!;
      const bottom = offsets[index + 1]!;
      let next = node.scrollTop;
      if (top < next) next = top;
      else if (bottom > next + viewport) next = bottom - viewport;
      if (next !== node.scrollTop) {
        node.scrollTop = next;
        setScrollTop(next);
      }
    },
  }), [offsets, rowCount, viewport]);

  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    const key = rowKey(index);
    // Measured rows take their content's height; where nothing measures (tests), the estimate is the height.
    const size = measuring ? undefined : offsets[index + 1]! - offsets[index]!;
    rows.push(
      <div key={key} ref={measure} data-virtual-key={key} className="virtual-row"
        style={{ position: 'absolute', top: offsets[index], height: size, left: 0, right: 0 }}>
        {renderRow(index)}
      </div>,
    );
  }
  return (
    <div ref={scroller} className={['virtual-list', className].filter(Boolean).join(' ')} style={{ overflowY: 'auto', height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div {...innerProps} style={{ position: 'relative', height: offsets[rowCount] }}>{rows}</div>
    </div>
  );
}
