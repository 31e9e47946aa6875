/** A guest as GET /get-all-guest-data lists them for the couple. */
export type AdminGuest = {
  id: string;
  first: string;
  last: string;
  rsvp: boolean;
  plate: string;
  table: string;
  tpos: string;
  phone: string;
  msg_last_sent: string | null;
  disabled: boolean;
};

export type MessageType = 'original' | 'reminder' | 'custom';
