import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popover, Tooltip } from '../ui/index.js';
import { useEscapeLayer } from './escape-stack.js';
import { radixLayerOpen } from './shortcuts.js';

afterEach(cleanup);

/** A layer of the app's own (like the task panel) with a hinted button inside. */
function Layer({ onClose, children }: { onClose(): void; children?: React.ReactNode }) {
  useEscapeLayer(true, onClose);
  return (
    <section>
      <Tooltip content="Close the layer"><button type="button" aria-label="Close">x</button></Tooltip>
      {children}
    </section>
  );
}

describe('Escape and tooltips', () => {
  it('closes the layer with one Escape while the focused button shows its tooltip', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    render(<Layer onClose={close} />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(radixLayerOpen()).toBe(false);
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('leaves the layer open when the Escape closes a popover above it', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    render(
      <Layer onClose={close}>
        <Popover trigger={<button type="button">Pick</button>} label="Picker"><p>Choices</p></Popover>
      </Layer>,
    );
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(await screen.findByText('Choices')).toBeTruthy();
    expect(radixLayerOpen()).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Choices')).toBeNull();
    expect(close).not.toHaveBeenCalled();
  });
});
