import { wedding } from '@config';
import { LOCALES } from '@contract/wedding-dates';
import { useContent, useLanguage, useT } from '../../../stores/language';
import { richText } from '../../../lib/rich-text';

// Plain elements, no MUI: this chunk loads only when the couple posted announcements. Their HTML was
// sanitized on the server and is rebuilt here from the safe subset only (lib/rich-text.tsx).
const bar = { background: wedding.colors.accent, color: '#fff', padding: '12px 16px' } as const;
const list = { listStyle: 'none', margin: '0 auto', padding: 0, maxWidth: 760, display: 'grid', gap: 8 } as const;

/** The couple's announcements at the top of the invitation page: pinned first, then the newest. */
export default function Announcements() {
  const { announcements } = useContent();
  const language = useLanguage((state) => state.language);
  const t = useT();
  if (!announcements?.length) return null;
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' });
  return (
    <section aria-label={t.announcements} data-testid="announcements" style={bar}>
      <style>{'.announcement p{margin:0}.announcement a{color:inherit;text-decoration:underline}'}</style>
      <ul style={list}>
        {announcements.map((item) => (
          <li key={item.id} style={{ display: 'flex', gap: 12, alignItems: 'baseline', lineHeight: 1.6 }}>
            <span style={{ fontSize: '0.85rem', whiteSpace: 'nowrap' }}>{date.format(new Date(item.at))}</span>
            <div className="announcement rich-text">{richText(item.html)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
