export declare const systemPackages: Record<string, () => boolean>;
export declare function missingPackages(names?: string[]): string[];
export declare function installPackages(names: string[], who: string): void;
