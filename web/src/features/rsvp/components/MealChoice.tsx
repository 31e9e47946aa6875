import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';

type Props = { guestId: string; guestName: string; plate: string; onChange: (plate: string) => void };

/** The meal cards for one guest: a radio group, so arrow keys move between meals. */
export function MealChoice({ guestId, guestName, plate, onChange }: Props) {
  return (
    <Box
      role="radiogroup"
      aria-label={`Meal for ${guestName}`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 1.5 }}
    >
      {wedding.meals.map((meal) => {
        const selected = plate === meal.id;
        return (
          <Box
            key={meal.id}
            component="label"
            sx={{
              position: 'relative',
              display: 'block',
              cursor: 'pointer',
              p: 2,
              pl: 5.5,
              borderRadius: 3,
              border: 2,
              borderColor: selected ? 'primary.main' : 'grey.300',
              bgcolor: selected ? 'rgba(109, 63, 82, 0.07)' : 'background.paper',
              transition: 'border-color 0.2s, background-color 0.2s',
              '&:hover': { borderColor: selected ? 'primary.main' : 'grey.500' },
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={`meal-${guestId}`}
              value={meal.id}
              checked={selected}
              onChange={() => onChange(meal.id)}
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
