import { firstDrawHere, keepOrClearDrawn } from './first-draw';

// Written into register.html just after #root (vite.register.config.ts, bootScript), so it runs
// before the first paint and before the app's code: the e-mail page drawn at build time stays only
// for the visit the app will open on that very page (signed out, en-CA); for any other, #root is
// emptied and the app draws its own first page.
keepOrClearDrawn(document.getElementById('root'), firstDrawHere);
