export type SeatedGuest = { tpos: string; first: string; last: string; id: string };

/** One table as GET /get-all-guests-table-data lists it: guests in seat order. */
export type TableSummary = { table: string; guests: SeatedGuest[] };
