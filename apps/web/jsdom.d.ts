// The part of jsdom's API the build uses (vite.first-paint.ts edits the built pages through the DOM);
// the browser's own DOM types describe the rest.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
