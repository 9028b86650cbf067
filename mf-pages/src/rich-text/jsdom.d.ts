/** What the server sanitiser uses of jsdom (which ships no types of its own). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
