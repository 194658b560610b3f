import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './regapp.css';
import { RegappApp } from './regapp-app';

// The registration app's own entry (register.html, served for /register/*): the participants' pages
// only, none of the back office's shell, grids or calendars. The e-mail page a visitor sees first is
// React and CSS alone (regapp.css); MUI and the theme come with the signed-in course page's chunk.
// register.html holds that page drawn at build time (prerender.tsx), which first-draw.boot.ts leaves
// in #root only when this visit opens on it: React then takes it over rather than drawing it again.
const root = document.getElementById('root');
if (!root) throw new Error('register.html has no #root');

const app = (
  <StrictMode>
    <RegappApp />
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
