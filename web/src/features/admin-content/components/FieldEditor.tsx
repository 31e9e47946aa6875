import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Localized } from '@contract/site-content';
import { FIELD_LABELS, isLocalized, RICH_FIELDS } from '../content-form';

type Props = {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The ids already saved: those can no longer change. */
  savedIds: ReadonlySet<string>;
  /** For list items: the field path, so ids in the page stay unique. */
  path: string;
};

const labelOf = (name: string) => FIELD_LABELS[name] ?? name;

/** English and Spanish side by side; an empty Spanish text shows the English one to guests. */
function LocalizedField({ name, value, onChange, path }: Omit<Props, 'savedIds' | 'value'> & { value: Localized }) {
  const rich = RICH_FIELDS.has(name);
  const label = labelOf(name);
  const common = {
    multiline: rich || value.en.length > 80,
    minRows: rich ? 3 : 1,
    fullWidth: true,
    size: 'small' as const,
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
      <TextField
        {...common}
        id={`${path}-en`}
        label={`${label} (English)`}
        value={value.en}
        onChange={(event) => onChange({ ...value, en: event.target.value })}
        helperText={rich ? 'HTML allowed: <p>, <strong>, <em>, <ul>, <li>, <a href="https://...">' : undefined}
      />
      <TextField
        {...common}
        id={`${path}-es`}
        label={`${label} (Spanish)`}
        value={value.es}
        onChange={(event) => onChange({ ...value, es: event.target.value })}
        placeholder="Empty: guests see the English"
        helperText={
          value.en.trim() && !value.es.trim() ? 'Not translated yet: Spanish readers see the English.' : undefined
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

/** One field of a section, whatever its shape: texts in two languages, lists, switches and plain text. */
export function FieldEditor({ name, value, onChange, savedIds, path }: Props) {
  if (isLocalized(value)) return <LocalizedField name={name} value={value} onChange={onChange} path={path} />;
  if (typeof value === 'boolean') {
    return (
      <FormControlLabel
        control={<Checkbox checked={value} onChange={(event) => onChange(event.target.checked)} />}
        label={labelOf(name)}
      />
    );
  }
  if (typeof value === 'string') {
    const wallClock = name === 'startsAt' || name === 'endsAt';
    const instant = name === 'at';
    return (
      <TextField
        id={path}
        size="small"
        fullWidth
        type={wallClock ? 'datetime-local' : 'text'}
        label={
          wallClock ? `${labelOf(name)} (the wedding's clock)` : instant ? `${labelOf(name)} (ISO)` : labelOf(name)
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  }
  if (Array.isArray(value)) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {value.map((item, index) => {
          const remove = () => onChange(value.filter((_, at) => at !== index));
          const move = () => {
            const next = [...value];
            [next[index - 1], next[index]] = [next[index], next[index - 1]];
            onChange(next);
          };
          const label = `${labelOf(name)} ${index + 1}`;
          return (
            <Box
              key={(item as { id?: string })?.id ?? index}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, m: 0, display: 'grid', gap: 1.25 }}
            >
              <Typography component="legend" sx={{ px: 0.5, fontSize: '0.85rem', color: 'text.secondary' }}>
                {label}
              </Typography>
              <FieldEditor
                name={name}
                value={item}
                savedIds={savedIds}
                path={`${path}-${index}`}
                onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {index > 0 && (
                  <Button size="small" onClick={move} aria-label={`Move ${label} up`}>
                    Move up
                  </Button>
                )}
                <Button size="small" color="error" onClick={remove} aria-label={`Remove ${label}`}>
                  Remove
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {Object.entries(record).map(([key, inner]) =>
          key === 'id' ? (
            savedIds.has(String(inner)) ? (
              <Typography key={key} sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                id: {String(inner)} (ids never change)
              </Typography>
            ) : (
              <TextField
                key={key}
                id={`${path}-id`}
                size="small"
                label="Id (letters, digits, dashes; fixed once saved)"
                value={String(inner)}
                onChange={(event) => onChange({ ...record, id: event.target.value })}
              />
            )
          ) : (
            <FieldEditor
              key={key}
              name={key}
              value={inner}
              savedIds={savedIds}
              path={`${path}-${key}`}
              onChange={(next) => onChange({ ...record, [key]: next })}
            />
          ),
        )}
      </Box>
    );
  }
  return null;
}
