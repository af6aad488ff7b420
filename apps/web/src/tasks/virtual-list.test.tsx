import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { rowOffsets, VirtualList, type VirtualListHandle, visibleRangeOf } from './virtual-list.js';

afterEach(cleanup);

const renderList = (rowCount: number, ref?: React.Ref<VirtualListHandle>) => render(
  <VirtualList rowCount={rowCount} rowHeight={40} height={400} overscan={3} ref={ref}
    rowKey={(i) => `r${i}`} renderRow={(i) => <span>Row {i}</span>} innerProps={{ role: 'list', 'aria-label': 'Rows' }} />,
);
const shownRows = () => screen.queryAllByText(/^Row \d+$/).map((row) => Number(row.textContent!.slice(4)));

describe('the virtual list', () => {
  it('renders only the rows in view plus the overscan', () => {
    renderList(10_000);
    // 400 px / 40 px = 10 rows in view, 3 more below; none above the first.
    expect(shownRows()).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect((screen.getByRole('list') as HTMLElement).style.height).toBe('400000px');
  });

  it('follows the scroll position', () => {
    const { container } = renderList(10_000);
    const scroller = container.querySelector('.virtual-list')!;
    scroller.scrollTop = 4000;
    fireEvent.scroll(scroller);
    expect(shownRows()).toEqual(Array.from({ length: 16 }, (_, i) => 97 + i));
    const row = screen.getByText('Row 100').parentElement!;
    expect(row.style.top).toBe('4000px');
  });

  it('scrolls a row into view on request', () => {
    const ref = createRef<VirtualListHandle>();
    renderList(500, ref);
    act(() => ref.current!.scrollToIndex(50));
    expect(shownRows()).toContain(50);
    expect(shownRows()).not.toContain(0);
  });

  it('computes ranges at the ends', () => {
    expect(visibleRangeOf(rowOffsets(5, () => 40), 5, 0, 400, 3)).toEqual([0, 5]);
    expect(visibleRangeOf(rowOffsets(0, () => 40), 0, 0, 400, 3)).toEqual([0, 0]);
  });

  it('places rows of different heights one under the other', () => {
    render(<VirtualList rowCount={1000} rowHeight={(i) => (i % 2 === 0 ? 40 : 60)} height={400} overscan={0}
      rowKey={(i) => `r${i}`} renderRow={(i) => <span>Row {i}</span>} innerProps={{ role: 'list' }} />);
    // 40 + 60 per pair: rows 0-7 cover 400 px; row 8 starts at 400.
    expect(shownRows()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(screen.getByText('Row 3').parentElement!.style.top).toBe('140px');
    expect((screen.getByRole('list') as HTMLElement).style.height).toBe('50000px');
    expect(visibleRangeOf(rowOffsets(1000, (i) => (i % 2 === 0 ? 40 : 60)), 1000, 450, 100, 0)).toEqual([9, 12]);
  });
});
