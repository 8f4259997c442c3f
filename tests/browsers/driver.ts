/**
 * One small interface over the four ways we drive a browser here (tests/browsers/README.md):
 * Playwright for Chromium (current and 123), puppeteer-core over WebDriver BiDi for Firefox ESR,
 * plain WebDriver HTTP for WebKitGTK. The checks (behaviours.ts) only use these primitives, so
 * each behaviour is written once and runs the same in every engine.
 */
export type Key = "Escape" | "Enter" | "Space" | "Tab";

export interface Driver {
  /** Engine name as reported in the results table. */
  readonly name: string;
  goto(url: string): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** Evaluates a JavaScript expression in the page (awaiting a promise it returns). */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer click at viewport coordinates (CSS pixels). */
  click(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  type(text: string): Promise<void>;
  /** Uncaught errors and unhandled rejections since the last call (WebKit: only those after load). */
  takeErrors(): Promise<string[]>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}
