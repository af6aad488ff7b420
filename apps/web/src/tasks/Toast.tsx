import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Status } from '../ui/index.js';

interface Toast {
  id: number;
  message: ReactNode;
  undo?: () => void;
}

type ShowToast = (message: ReactNode, undo?: () => void) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** How long a toast (and its Undo) stays; long enough to reach Undo by keyboard. */
const toastMs = 10_000;
let nextId = 0;

/** Says what an action did, with Undo; a new toast replaces the last. The polite region stays mounted. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback<ShowToast>((message, undo) => setToast({ id: (nextId += 1), message, undo }), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current === toast ? null : current)), toastMs);
    return () => clearTimeout(timer);
  }, [toast]);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Status className="tasks-toast">
        {toast ? (
          <span className="tasks-toast-body">
            {toast.message}
            {toast.undo ? (
              <Button variant="link" onClick={() => { toast.undo?.(); setToast(null); }}>
                <FormattedMessage id="common.undo" />
              </Button>
            ) : null}
          </span>
        ) : null}
      </Status>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
