import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';
import { LIMITS } from '@contract/options';
import type { InvitationGuest } from '../api/get-invitation';
import type { DialogStrings } from '../dialog-strings';

type Props = {
  companion: InvitationGuest;
  name: string;
  busy: boolean;
  words: DialogStrings;
  onRename: (first: string, last: string) => Promise<boolean>;
  onRemove: () => void;
};

/** Rename or remove a companion; each change is saved at once. */
export function CompanionControls({ companion, name, busy, words, onRename, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  const [first, setFirst] = useState(companion.first);
  const [last, setLast] = useState(companion.last);
  const input = (label: string, value: string, set: (value: string) => void) => (
    <OutlinedInput
      size="small"
      value={value}
      placeholder={label}
      onChange={(event) => set(event.target.value.slice(0, LIMITS.nameMax))}
      slotProps={{ input: { 'aria-label': `${label}, ${name}` } }}
    />
  );

  if (editing) {
    return (
      <Box
        component="form"
        aria-label={words.renameTitle(name)}
        onSubmit={async (event) => {
          event.preventDefault();
          if (await onRename(first.trim(), last.trim())) setEditing(false);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
      >
        {input(words.firstName, first, setFirst)}
        {input(words.lastName, last, setLast)}
        <Button type="submit" size="small" variant="outlined" disabled={busy}>
          {words.saveName}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => setEditing(true)} disabled={busy} aria-label={`${words.rename}: ${name}`}>
        {words.rename}
      </Button>
      <Button size="small" color="error" onClick={onRemove} disabled={busy} aria-label={`${words.remove}: ${name}`}>
        {words.remove}
      </Button>
    </Box>
  );
}
