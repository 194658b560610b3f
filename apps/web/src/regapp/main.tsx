import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadTexts } from './catalogues';
import { drawnHidden, firstDrawHere } from './first-draw';
import './regapp.css';
import { RegappApp } from './regapp-app';

// The registration app's own entry (register.html, served for /register/*): the participants' pages
// only, none of the back office's shell, grids or calendars. The e-mail page a visitor sees first is
// React and CSS alone (regapp.css); MUI and the theme come with the signed-in course page's chunk.
// register.html holds that page drawn at build time (prerender.tsx). When this visit opens on it,
// React takes it over rather than drawing it again; otherwise first-draw.boot.ts has hidden it, and it
// is replaced by the app's own first page.
const root = document.getElementById('root');
if (!root) throw new Error('register.html has no #root');

const app = (
  <StrictMode>
    <RegappApp />
  </StrictMode>
);
if (root.firstElementChild && !drawnHidden(document)) hydrateRoot(root, app);
else {
  root.replaceChildren();
  delete document.documentElement.dataset.drawnOff;
  // A first page in another language than the drawn one's waits for its texts (only that
  // language's, catalogues.ts); should they not come, it is drawn in English.
  let texts = Promise.resolve();
  try {
    const first = firstDrawHere();
    texts = loadTexts(first.language, first.phase === 'signed-out' ? ['first'] : ['first', 'course']);
  } catch {
    // Storage unreadable: the app's own first state says so.
  }
  void texts.catch(() => undefined).then(() => createRoot(root).render(app));
}
