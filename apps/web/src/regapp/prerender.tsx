import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { drawnAhead, firstDraw } from './first-draw';
import { RegappApp } from './regapp-app';
import { ENGLISH_TEXTS } from './texts';

/** The first state the page is drawn for: a course's address, nothing kept, an en-CA device. */
export function drawnState() {
  const nothingKept = { getItem: () => null };
  return firstDraw(new URL('https://drawn.invalid/register/course'), nothingKept, ['en-CA']);
}

/**
 * Build time only (vite.register.config.ts, prerenderPage): the e-mail page as RegappApp first draws
 * it for a signed-out en-CA visitor, written into register.html. The page's key is not drawn, so one
 * copy serves every course. main.tsx hydrates it; first-draw.boot.ts takes it away before it is
 * painted for every other first state. It is the same tree main.tsx renders (StrictMode included),
 * so the ids React gives the fields match.
 */
export function drawnHtml(): string {
  const first = drawnState();
  if (!drawnAhead(first)) throw new Error('prerender: the drawn state is not the one first-draw.ts keeps');
  return renderToString(
    <StrictMode>
      <RegappApp first={first} />
    </StrictMode>,
  );
}

/** Build time: the title the drawn page sets once React runs, written into register.html. */
export function drawnTitle(): string {
  return ENGLISH_TEXTS.pageTitle;
}
