export declare function deployedNodeMajor(base?: string): number;
export declare function functionsNode(base?: string): { major: number; path: string | undefined; problem?: string };
export declare function unlinkPackagedNode(base?: string): boolean;
