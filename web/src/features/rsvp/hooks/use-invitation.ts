import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { setAttendedEvents } from '../../../stores/attended-events';
import { setRsvpDeadline } from '../../../stores/rsvp-deadline';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import {
  getInvitation,
  isInvitation,
  isInvitationSettings,
  withDefaults,
  type InvitationGuest,
  type InvitationSettings,
} from '../api/get-invitation';
import type { InvitationAnswer } from '@contract/invitation';
import type { GuestContent } from '@contract/site-content';
import { catalogOf, FILE_CATALOG, type Catalog } from '@contract/events';

export type InvitationState = 'loading' | 'ready' | 'failed';

// The module that shows site/content (only a site that saved content in the console sends it). Once an
// answer carried content, later visits download the module beside the invitation call, not after it.
const loadSiteContent = () => import('../../../lib/site-content');
const SITE_CONTENT = 'bcw.siteContent';

type SiteContentModule = Awaited<ReturnType<typeof loadSiteContent>>;
/** site/content as the last answer carried it, with the module that shows it. */
type Saved = { site: GuestContent; shown: SiteContentModule };

const openSettings: InvitationSettings = { rsvpClosesAt: null, rsvpClosed: false, seatingPublished: false };

/** The signed-in guest's invitation and the site's RSVP settings. A failed load is only logged. */
export function useInvitation() {
  const invtId = useSession((state) => state.invtId);
  const selfId = useSession((state) => state.id);
  const [guests, setGuests] = useState<InvitationGuest[]>([]);
  const [settings, setSettings] = useState<InvitationSettings>(openSettings);
  const [state, setState] = useState<InvitationState>('loading');
  // The events, meals and questions guests answer: the couple's latest, sent with the invitation.
  const [catalog, setCatalog] = useState<Catalog>(FILE_CATALOG);
  const [saved, setSaved] = useState<Saved | null>(null);

  const receive = useCallback(async (answer: InvitationAnswer, early?: ReturnType<typeof loadSiteContent>) => {
    if (answer.error || !isInvitation(answer.data)) {
      console.error('Could not load the invitation:', answer.message);
      setState('failed');
      return;
    }
    // The couple's content as saved in the console; without it (an older server) the config's stays.
    try {
      localStorage[SITE_CONTENT] = answer.content ? '1' : '';
    } catch {
      // Without storage the module loads after the answer.
    }
    const site = answer.content;
    const next = site ? { site, shown: await (early ?? loadSiteContent()) } : null;
    const data = answer.data;
    const settings = answer.settings;
    // A transition: the page the answer fills in (the couple's content, the RSVP summary, the cards above
    // the hero) renders in slices that yield to the browser, not in one long task that holds up a guest's
    // first tap.
    startTransition(() => {
      setSaved(next);
      setCatalog(site ? catalogOf(site) : FILE_CATALOG);
      setGuests(data.map(withDefaults));
      setSettings(isInvitationSettings(settings) ? settings : openSettings);
      setState('ready');
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let siteContent: ReturnType<typeof loadSiteContent> | undefined;
    try {
      if (localStorage[SITE_CONTENT]) siteContent = loadSiteContent();
    } catch {
      // Without storage the module loads after the answer.
    }
    getInvitation(invtId, controller.signal).then(
      (answer) => receive(answer, siteContent),
      () => undefined,
    );
    return () => controller.abort();
  }, [invtId, receive]);

  const reload = useCallback(() => {
    setState('loading');
    void getInvitation(invtId).then(receive);
  }, [invtId, receive]);

  const replace = useCallback((next: InvitationGuest[]) => {
    setGuests(next.map(withDefaults));
    setState('ready');
  }, []);

  useEffect(() => setRsvpDeadline(settings.rsvpClosesAt), [settings.rsvpClosesAt]);

  const self = guests.find((guest) => guest.id === selfId);
  const attended = self ? self.events.filter((id) => self.eventRsvps[id] === true).join(' ') : '';
  useEffect(() => setAttendedEvents(attended ? attended.split(' ') : []), [attended]);

  // The couple's content in the language shown (rebuilt at once when the guest switches language); null
  // until an answer carried site/content, or when it carried none: the language's built-in content then.
  const language = useLanguage((current) => current.language);
  const builtIn = useLanguage((current) => current.content);
  const content = useMemo(
    () => saved && saved.shown.contentIn(saved.site, language, builtIn),
    [saved, language, builtIn],
  );

  return { guests, settings, state, catalog, content, reload, replace };
}
