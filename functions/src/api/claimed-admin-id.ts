/** The luid an admin call's JSON body claims, whatever shape the body has. */
export function claimedAdminId(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as { luid?: unknown }).luid
    : undefined;
}
