// Types of what TypeScript code imports from host-files.mjs (the checks and the server's tests).
export declare const movedStatus: 308;
export declare function cloudflareRedirects(moved?: readonly { from: string; to: string }[]): string;
