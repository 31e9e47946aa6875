import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { photoUrl } from '@contract/photo-url';
import { type SiteContent } from '@contract/site-content';
import { uploadPhoto } from '../api/content';
import { resizeImage } from '../resize-image';

type Photos = SiteContent['photos'];
type Props = { value: Photos; onChange: (value: Photos) => void };

/** Picks, resizes (at most 1600 px) and uploads one image, showing the upload's progress. */
function UploadButton({ label, onUploaded }: { label: string; onUploaded: (id: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      const image = await resizeImage(file);
      const { id } = await uploadPhoto(image, setProgress);
      onUploaded(id);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The upload failed.');
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button component="label" variant="outlined" disabled={progress !== null} sx={{ justifySelf: 'start' }}>
        {progress !== null ? 'Uploading...' : label}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void choose(event)} />
      </Button>
      {progress !== null && (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={`${label}: progress`} />
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

/** The slideshow's photos (in order) and the Zelle QR code. Uploaded photos show once the section is saved. */
export function PhotosEditor({ value, onChange }: Props) {
  const setSlides = (slideshow: string[]) => onChange({ ...value, slideshow });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        Slideshow
      </Typography>
      {value.slideshow.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>None uploaded: guests see the built-in images.</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {value.slideshow.map((id, index) => (
          <Box component="li" key={id} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Box
              component="img"
              src={photoUrl(id)}
              alt={`Slideshow photo ${index + 1}`}
              sx={{ width: 144, height: 96, objectFit: 'cover', borderRadius: 1 }}
            />
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {index > 0 && (
                <Button
                  size="small"
                  aria-label={`Move photo ${index + 1} earlier`}
                  onClick={() => {
                    const next = [...value.slideshow];
                    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
                    setSlides(next);
                  }}
                >
                  Earlier
                </Button>
              )}
              <Button
                size="small"
                color="error"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => setSlides(value.slideshow.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      <UploadButton
        label="Upload a slideshow photo"
        onUploaded={(id) => setSlides([...value.slideshow.filter((other) => other !== id), id])}
      />
      <Typography component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        Zelle QR code
      </Typography>
      {value.zelleQr ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box
            component="img"
            src={photoUrl(value.zelleQr)}
            alt="The uploaded Zelle QR code"
            sx={{ width: 96, height: 96, objectFit: 'contain' }}
          />
          <Button color="error" onClick={() => onChange({ ...value, zelleQr: null })}>
            Use the drawn QR code instead
          </Button>
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          None uploaded: guests see a QR code drawn from the Gifts section.
        </Typography>
      )}
      <UploadButton label="Upload the Zelle QR code" onUploaded={(id) => onChange({ ...value, zelleQr: id })} />
    </Box>
  );
}
