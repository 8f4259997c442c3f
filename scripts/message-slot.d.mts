export declare function slotOffset(html: string, attribute: string): number;
