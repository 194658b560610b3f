import { MESSAGE_DISMISS_MS } from '@app/shared/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

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
