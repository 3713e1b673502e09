import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TIMING_MS } from '@marketplace/contracts';
import type { BadgeTone } from './theme';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before the toast disappears; 5 s by default, Infinity keeps it until dismissed. */
  durationMs?: number;
  /** A second, smaller line under the message. */
  description?: string;
  /** One button in the toast (e.g. Undo): clicking it runs `onClick` and closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

interface ToastItem {
  id: number;
  message: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({
  children,
  defaultDurationMs = TIMING_MS.toastDefault,
}: {
  children: ReactNode;
  defaultDurationMs?: number;
}) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((current) => [
        ...current,
        { id, message, description: options.description, tone: options.tone ?? 'info', action: options.action },
      ]);
      const durationMs = options.durationMs ?? defaultDurationMs;
      if (durationMs !== Infinity)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        );
      return id;
    },
    [defaultDurationMs, dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="region" aria-label="Notifications">
        {/* Live regions exist before any toast so screen readers reliably announce new ones. */}
        <List aria-live="polite">
          {polite.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </List>
        <List aria-live="assertive">
          {urgent.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </List>
      </Region>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  return (
    <Item $tone={toast.tone === 'error' ? 'danger' : toast.tone === 'success' ? 'success' : 'info'}>
      <span>
        {toast.message}
        {toast.description ? <Detail>{toast.description}</Detail> : null}
      </span>
      {toast.action ? (
        <ActionButton
          type="button"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </ActionButton>
      ) : null}
      <DismissButton type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </DismissButton>
    </Item>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(420px, calc(100vw - 32px));
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $tone: BadgeTone }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  color: ${({ theme, $tone }) => theme.colors.badges[$tone].fg};
  background: ${({ theme, $tone }) => theme.colors.badges[$tone].bg};
  border: 1px solid currentColor;
`;

const Detail = styled.small`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ActionButton = styled.button`
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const DismissButton = styled.button`
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  padding: ${({ theme }) => theme.space.xs};
`;
