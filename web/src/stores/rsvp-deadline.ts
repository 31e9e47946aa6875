import { create } from 'zustand';

/**
 * The RSVP deadline set in Settings (ISO, or null when none is set), as the signed-in guest's invitation
 * last read it: the RSVP feature writes it from get-invitation's answer, the FAQ's {rsvpBy} reads it, so the
 * page makes no call of its own for it.
 */
export const useRsvpDeadline = create<{ closesAt: string | null }>(() => ({ closesAt: null }));

export const setRsvpDeadline = (closesAt: string | null) => {
  if (useRsvpDeadline.getState().closesAt !== closesAt) useRsvpDeadline.setState({ closesAt });
};
