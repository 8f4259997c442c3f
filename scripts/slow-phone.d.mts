import type { Browser } from "playwright-core";

export declare const slowPhone: { latencyMs: number; kbps: number; cpuSlowdown: number };
export declare const phoneScreen: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean };
export declare function firstWorkingControl(browser: Browser, url: string, path: string): Promise<number | null>;
export declare function launchSlowPhoneBrowser(): Promise<Browser>;
