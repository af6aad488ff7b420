import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useIntl } from 'react-intl';

export type ShowToast = (message: ReactNode, undo?: () => void) => void;

interface ShownToast {
  id: number;
  message: ReactNode;
  undo?: () => void;
}

const ToastContext = createContext<ShowToast>(() => undefined);

/** How long a toast (and its Undo) stays; long enough to reach Undo by keyboard (DESIGN.md: 5-10 s). */
export const toastMs = 10_000;
let nextId = 0;

/**
 * Says what an action did, with Undo for what destroys (Radix Toast): bottom-centre, one at a time (a new toast
 * replaces the last), announced politely, paused while hovered or focused, F8 moves focus to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const show = useCallback<ShowToast>((message, undo) => setToast({ id: (nextId += 1), message, undo }), []);
  const undoLabel = intl.formatMessage({ id: 'common.undo' });
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={toastMs} swipeDirection="down" label={intl.formatMessage({ id: 'common.toasts' })}>
        {children}
        {toast ? (
          <RadixToast.Root
            key={toast.id}
            className="ui-toast"
            onOpenChange={(open) => { if (!open) setToast((current) => (current?.id === toast.id ? null : current)); }}
          >
            <RadixToast.Title className="ui-toast-title">{toast.message}</RadixToast.Title>
            {toast.undo ? (
              <RadixToast.Action className="ui-toast-action" altText={undoLabel} onClick={() => toast.undo?.()}>
                {undoLabel}
              </RadixToast.Action>
            ) : null}
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="ui-toast-viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
