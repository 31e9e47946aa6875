import { create } from 'zustand';

/**
 * The further events the signed-in guest says they attend, as their invitation last read: the RSVP
 * feature writes it, the invitation's calendar button reads it.
 */
export const useAttendedEvents = create<{ ids: string[] }>(() => ({ ids: [] }));

export const setAttendedEvents = (ids: string[]) => {
  const current = useAttendedEvents.getState().ids;
  if (current.join(' ') !== ids.join(' ')) useAttendedEvents.setState({ ids });
};
