import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mealsFor, type AgeGroup } from '@contract/events';
import { useContent, useT } from '../../../stores/language';
import { useSiteCatalog } from '../../../lib/catalog-context';
import { shades } from '../../../theme/theme';

type Props = {
  guestId: string;
  guestName: string;
  plate: string;
  /** Adults see the adult meals, children the children's meals. */
  ageGroup?: AgeGroup;
  disabled?: boolean;
  onChange: (plate: string) => void;
};

/** The meal cards for one guest: a radio group, so arrow keys move between meals. */
export function MealChoice({ guestId, guestName, plate, ageGroup = 'adult', disabled = false, onChange }: Props) {
  const t = useT();
  const { meals } = useContent();
  // The meals for this age group in the site's catalog, as the page read it with the invitation.
  const catalog = useSiteCatalog();
  return (
    <Box
      role="radiogroup"
      aria-label={t.rsvp.mealFor(guestName)}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 1.5 }}
    >
      {mealsFor(ageGroup, catalog).map(({ id, name, sides }) => {
        const selected = plate === id;
        // A meal the couple hid stays only for whoever already chose it.
        const meal = meals[id] ?? { name, sides };
        if (meal.hidden && !selected) return null;
        return (
          <Box
            key={id}
            component="label"
            sx={{
              position: 'relative',
              display: 'block',
              cursor: disabled ? 'default' : 'pointer',
              p: 2,
              pl: 5.5,
              borderRadius: 3,
              border: 2,
              borderColor: selected ? 'primary.main' : 'grey.300',
              bgcolor: selected ? shades.primaryWash : 'background.paper',
              transition: 'border-color 0.2s, background-color 0.2s',
              '&:hover': { borderColor: selected || disabled ? undefined : 'grey.500' },
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={`meal-${guestId}`}
              value={id}
              checked={selected}
              disabled={disabled}
              onChange={() => onChange(id)}
              sx={{
                position: 'absolute',
                left: 16,
                top: 18,
                m: 0,
                width: 20,
                height: 20,
                accentColor: (theme) => theme.palette.primary.main,
              }}
            />
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {meal.name}
            </Typography>
            <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.92rem' }}>
              {meal.sides}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
