import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBoardSensors } from '../boards/board-view-dnd.js';
import { useRowSensors } from './useRowSensors.js';

describe('drag sensors', () => {
  it('are the same from render to render, so dnd-kit keeps every sortable row\'s and card\'s context', () => {
    for (const hook of [useRowSensors, useBoardSensors]) {
      const { result, rerender } = renderHook(() => hook());
      const first = result.current;
      rerender();
      expect(result.current).toBe(first);
    }
  });
});
