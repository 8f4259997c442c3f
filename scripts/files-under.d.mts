export declare function filesUnder(dir: string): Promise<string[]>;
