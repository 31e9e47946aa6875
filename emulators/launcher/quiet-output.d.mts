export function terminalLine(raw: string): string | null;
export function lineSplitter(onLine: (line: string) => void): { push(chunk: Buffer | string): void; flush(): void };
