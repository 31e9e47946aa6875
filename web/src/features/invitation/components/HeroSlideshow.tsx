import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useContent } from '../../../stores/language';
import { HeroStyles } from './hero-css';
import { heroImages, type HeroImage } from '../hero-images';
import { dropFirstPhoto, rememberHeroPhoto } from '../hero-preload';
import { useSlideshow, useSlideshowRuns } from '../hooks/use-slideshow';

export const SLIDE_INTERVAL_MS = 5000;
/**
 * How long the first photo shows alone before the others are added (the first change comes an interval
 * later): a phone's first seconds on the page go to what the guest reads and taps, not to rendering,
 * downloading and decoding photos that would not show for seconds yet.
 */
export const OTHERS_AFTER_MS = 3000;

type SlideProps = { image: HeroImage; visible: boolean; first: boolean; onLoad?: (img: HTMLImageElement) => void };

function Slide({ image, visible, first, onLoad }: SlideProps) {
  const { wide, tall } = image.srcSets;
  return (
    <picture data-visible={visible}>
      <source media="(orientation: portrait)" type="image/webp" srcSet={tall} sizes="100vw" />
      <source type="image/webp" srcSet={wide} sizes="100vw" />
      <img
        src={image.fallback}
        alt=""
        data-testid="hero-slide"
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? undefined : 'async'}
        onLoad={onLoad && ((event) => onLoad(event.currentTarget))}
      />
    </picture>
  );
}

/**
 * The hero's background. The first image is the page's largest paint, so it alone is requested at
 * once, at high priority; the others are only added once it has shown for OTHERS_AFTER_MS (in a
 * transition, which yields to the browser), and never for a guest whose device asks for less motion (the
 * first photo stays). It moves only while in view (use-slideshow.ts).
 */
export function HeroSlideshow() {
  const [othersAdded, setOthersAdded] = useState(false);
  const othersTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(othersTimer.current), []);
  const firstLoaded = useCallback((img: HTMLImageElement) => {
    rememberHeroPhoto(img.currentSrc);
    // index.html's stand-in for this photo goes once this one is decoded, so it is painted over it in the same
    // frame (the same file, already decoded for the stand-in): no frame shows the hero without its photo.
    void Promise.resolve(img.decode?.())
      .catch(() => undefined)
      .then(dropFirstPhoto);
    othersTimer.current ??= setTimeout(() => startTransition(() => setOthersAdded(true)), OTHERS_AFTER_MS);
  }, []);
  const spot = useRef<HTMLDivElement>(null);
  const { still, runs } = useSlideshowRuns(spot);
  const { slideshow } = useContent();
  // The couple's uploaded photos (site/content) replace the built-in images once the invitation brings them.
  const images = slideshow?.length ? slideshow : heroImages;
  const all = othersAdded && !still;
  const index = useSlideshow(all ? images.length : 1, SLIDE_INTERVAL_MS, runs);
  const shown = all ? images : images.slice(0, 1);

  return (
    <div ref={spot} aria-hidden className="bcw-hero-photos">
      <HeroStyles />
      {shown.map((image, i) => (
        <Slide
          key={image.fallback}
          image={image}
          visible={i === index % shown.length}
          first={i === 0}
          onLoad={i === 0 ? firstLoaded : undefined}
        />
      ))}
    </div>
  );
}
