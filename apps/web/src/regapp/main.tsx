import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './regapp.css';
import { RegappApp } from './regapp-app';

// The registration app's own entry (register.html, served for /register/*): the participants' pages
// only, none of the back office's shell, grids or calendars. The e-mail page a visitor sees first is
// React and CSS alone (regapp.css); MUI and the theme come with the signed-in course page's chunk.
const root = document.getElementById('root');
if (!root) throw new Error('register.html has no #root');

createRoot(root).render(
  <StrictMode>
    <RegappApp />
  </StrictMode>,
);
