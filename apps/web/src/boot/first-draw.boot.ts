import { firstDrawHere, hideDrawnUnlessHere } from '../regapp/first-draw';

// Written into register.html's head (vite.register.config.ts, bootScript), so it runs before #root
// is parsed, before the first paint and before the app's code: the e-mail page drawn at build time
// is shown only on the visit the app will open on that very page (signed out, en-CA); on any other,
// it is hidden (regapp.css) and the app draws its own first page (main.tsx).
hideDrawnUnlessHere(document, firstDrawHere);
