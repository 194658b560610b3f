import { useLayoutEffect } from 'react';
import { handOverKeptView, keepThisPage } from './kept-view';

/**
 * For a page that may be kept on the device (lib/kept-view.ts): once `ready` (drawn with its data,
 * or with its error), the copy shown over it since the app opened is taken away in the same frame,
 * and the page is saved when left or hidden.
 */
export function useKeptView(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    handOverKeptView();
    return keepThisPage(window.location.pathname);
  }, [ready]);
}
