export function outboxLine(
  sms: { to: string; body: string; kind?: string; status?: string; errorCode?: number | null },
  formatPhone: (e164: string) => string,
): string;
