export declare function demoDays(startsAt: string, now?: number): number;
export declare function keptDemoDays(options: {
  file: string;
  dataKept: boolean;
  startsAt: string;
  now?: number;
}): number;
export declare function applyDemoDays(options: {
  root: string;
  dataDir: string;
  dataKept: boolean;
  building: boolean;
}): Promise<number>;
