import { useLayoutEffect } from 'react';
import { handOverKeptView, keepThisPage, keptViewShown } from './kept-view';

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

/**
 * For the app's frames (the signed-in layout, the sign-in page), with the address they show: a
 * copy is for its own address only, and goes as soon as the app shows another (a redirect to the
 * sign-in page, a link followed).
 */
export function useKeptViewOnlyAt(pathname: string): void {
  useLayoutEffect(() => {
    const shown = keptViewShown();
    if (shown !== null && shown !== pathname) handOverKeptView();
  }, [pathname]);
}
