export declare const newLinkKey: () => string;
export declare const hashLinkKey: (key: string) => string;
