import type { IncomingHttpHeaders } from 'node:http';

export declare const VERIFY_PORT: number;
export declare const standInServiceSid: string;
export type VerifyStandInRequest = { path: string; headers: IncomingHttpHeaders; form: Record<string, string> };
export type VerifyStandIn = {
  url: string;
  verifications: Map<string, { sid: string; code: string; channel: string; sends: number; checks: number }>;
  requests: VerifyStandInRequest[];
  refuseNext(status: number, code: number, message?: string): void;
  answerNextRaw(status: number, body: string, contentType?: string): void;
  close(): Promise<void>;
};
export declare function startVerifyStandIn(options?: {
  port?: number;
  accountSid?: string;
  authToken?: string;
  services?: string[];
  firestoreHost?: string;
  projectId?: string;
  print?: (line: string) => void;
}): Promise<VerifyStandIn>;
export declare function localTwilioCredentials(secretFile: string): { accountSid: string; authToken: string };
