import { displayName } from '@contract/people';
import { SKIP_REASONS } from '@contract/options';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A person a send leaves out, and why. */
export type LeftOut = { key: string; first: string; last: string; reason: string };

type Group = { id: string; title: string; note: string | null; people: LeftOut[] };

/**
 * Who a send leaves out, in groups a couple can act on: people nobody on their invitation can reach (no
 * phone or email anywhere on it), numbers known to be landlines (to call), people another person at the
 * same phone or email gets it for, and the rest with their reasons. Someone reached through another
 * guest on their invitation is not left out at all, so is not listed here.
 */
export function groupLeftOut(people: LeftOut[], restTitle: string): Group[] {
  const nobody = people.filter((person) => person.reason.startsWith(SKIP_REASONS.household));
  const landlines = people.filter((person) => person.reason === SKIP_REASONS.landline);
  const shared = people.filter((person) => person.reason.startsWith(SKIP_REASONS.sameAddress));
  const rest = people.filter(
    (person) => !nobody.includes(person) && !landlines.includes(person) && !shared.includes(person),
  );
  const groups: Group[] = [
    {
      id: 'unreachable',
      title: `Nobody on their invitation can be reached (${nobody.length})`,
      note: 'Nobody on these invitations has a phone number or email the site can use. Add one to reach them.',
      people: nobody,
    },
    {
      id: 'landlines',
      title: `Landlines: call them (${landlines.length})`,
      note: 'These numbers took no texts before (a landline). Call them instead.',
      people: landlines,
    },
    {
      id: 'shared',
      title: `Reached with someone else (${shared.length})`,
      note: 'Someone on the same invitation at the same phone or email gets it for them.',
      people: shared,
    },
    { id: 'rest', title: `${restTitle} (${rest.length})`, note: null, people: rest },
  ];
  return groups.filter((group) => group.people.length > 0);
}

/** The left-out people of a dry run or a phone queue, grouped (see groupLeftOut). */
export function LeftOutList({
  people,
  restTitle,
  idPrefix,
}: {
  people: LeftOut[];
  restTitle: string;
  idPrefix: string;
}) {
  return (
    <>
      {groupLeftOut(people, restTitle).map((group) => {
        const heading = `${idPrefix}-${group.id}-heading`;
        return (
          <Box component="section" aria-labelledby={heading} key={group.id}>
            <Typography id={heading} component="h3" sx={{ fontWeight: 600 }}>
              {group.title}
            </Typography>
            {group.note && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {group.note}
              </Typography>
            )}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {group.people.map((person) => (
                <Typography component="li" variant="body2" key={person.key}>
                  {displayName(person)}: {person.reason}
                </Typography>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
