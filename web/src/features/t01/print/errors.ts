/** Why the browser could not print the TAD itself (kept apart so that no caller loads the worker). */

/** The server cannot be reached and this browser has no copy of the released declaration. */
export class NoTadCopyError extends Error {
  constructor(id: string) {
    super(`The server cannot be reached and this browser has no copy of declaration ${id} to print its TAD.`);
    this.name = 'NoTadCopyError';
  }
}

/** tad.wasm, its fonts or the worker failed (the message says which). */
export class BrowserTadError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'BrowserTadError';
    this.code = code;
  }
}
