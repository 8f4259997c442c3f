import type { Browser, CDPSession } from "playwright-core";

export declare const slowPhone: { latencyMs: number; kbps: number; cpuSlowdown: number };
export declare const phoneScreen: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean };
export declare function slowLink(cdp: CDPSession, latencyMs?: number): Promise<unknown>;
export declare function firstWorkingControl(browser: Browser, url: string, path: string): Promise<number | null>;
export declare function launchSlowPhoneBrowser(): Promise<Browser>;
