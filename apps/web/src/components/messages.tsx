import { MESSAGE_DISMISS_MS } from '@app/shared/constants';
import { Alert, Button, Stack } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { formatClockTime } from '../lib/time-zone';

export type MessageSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Message {
  id: number;
  text: string;
  severity: MessageSeverity;
  at: Date;
}

interface MessagesValue {
  messages: Message[];
  push(text: string, severity?: MessageSeverity): void;
  dismiss(id: number): void;
  clear(): void;
}

const MessagesContext = createContext<MessagesValue | null>(null);

/** Keeps the list of messages with their times; each clears itself after 3 seconds. */
export function MessagesProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setMessages((list) => list.filter((m) => m.id !== id));
  }, []);

  const push = useCallback(
    (text: string, severity: MessageSeverity = 'error') => {
      const id = nextId.current++;
      setMessages((list) => [...list, { id, text, severity, at: new Date() }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), MESSAGE_DISMISS_MS),
      );
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setMessages([]);
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo(() => ({ messages, push, dismiss, clear }), [messages, push, dismiss, clear]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export function useMessages(): MessagesValue {
  const ctx = useContext(MessagesContext);
  if (!ctx) throw new Error('useMessages is used outside MessagesProvider');
  return ctx;
}

/** The visible stack of messages, bottom right, each dismissable, with a Clear all. */
export function MessageStack() {
  const { messages, dismiss, clear } = useMessages();
  if (messages.length === 0) return null;
  return (
    <Stack
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        maxWidth: 420,
        width: 'calc(100% - 32px)',
      }}
    >
      {messages.map((m) => (
        <Alert key={m.id} severity={m.severity} variant="filled" onClose={() => dismiss(m.id)} data-testid="message">
          {m.text}
          <span style={{ display: 'block', fontSize: 11, opacity: 0.8 }}>{formatClockTime(m.at)}</span>
        </Alert>
      ))}
      {messages.length > 1 && (
        <Button size="small" variant="contained" color="inherit" onClick={clear} sx={{ alignSelf: 'flex-end' }}>
          Clear all
        </Button>
      )}
    </Stack>
  );
}
