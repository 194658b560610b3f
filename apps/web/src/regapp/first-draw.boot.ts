import { clearDrawnWhileParsed, firstDrawHere } from './first-draw';

// Written into register.html's head (vite.register.config.ts, bootScript), so it runs before #root
// is parsed, before the first paint and before the app's code: the e-mail page drawn at build time
// stays only for the visit the app will open on that very page (signed out, en-CA); for any other,
// #root is kept empty and the app draws its own first page.
clearDrawnWhileParsed(document, firstDrawHere);
