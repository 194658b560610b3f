import { showKeptView } from '../lib/kept-view';

// Written into index.html by the build (vite.first-paint.ts's bootScript) and run while the page is parsed,
// before its first paint: the copy of the page kept for this session, if any (lib/kept-view.ts).
showKeptView();
