/** Every API answer: HTTP status = code; data only on success. */
export type ApiBody<T = unknown> = { error: boolean; code: number; message: string; data?: T };
