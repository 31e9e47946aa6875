export const EXPORT_METADATA: string;
export function exportedSince(dataDir: string, since: number): boolean;
