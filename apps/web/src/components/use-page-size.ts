import { DEFAULT_PAGE_SIZE, PAGE_SIZE_STORAGE_KEY, PAGE_SIZES } from '@app/shared';
import { useCallback, useSyncExternalStore } from 'react';

function isPageSize(value: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The remembered rows-per-page, or the default when nothing valid is stored. */
export function readPageSize(): number {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PAGE_SIZE_STORAGE_KEY);
  } catch {
    // Storage may be blocked; the default is a fine answer then.
  }
  const value = Number(raw);
  return raw !== null && isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
}

// Grids in this tab hear each other's changes through this set; other tabs through the storage event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PAGE_SIZE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the rows-per-page for every grid of the app; sizes outside PAGE_SIZES are ignored. */
export function writePageSize(size: number): void {
  if (!isPageSize(size)) return;
  try {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, String(size));
  } catch {
    // Not remembered, but the grids of this tab still follow.
  }
  for (const listener of listeners) listener();
}

/** The rows-per-page shared by all grids, remembered in localStorage. */
export function usePageSize(): [number, (size: number) => void] {
  const size = useSyncExternalStore(subscribe, readPageSize, () => DEFAULT_PAGE_SIZE);
  const setSize = useCallback((next: number) => writePageSize(next), []);
  return [size, setSize];
}
