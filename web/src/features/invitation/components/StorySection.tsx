import { wedding } from '@config';
import { useContent } from '../../../stores/language';
import { richText } from '../../../lib/rich-text';
import { StaticSheet } from '../../../components/StaticSheet';

// Plain elements under a static sheet (components/StaticSheet.tsx says why), as MUI's Box and Typography made them.
const storyCss = `
.bcw-story{max-width:680px;margin:0 auto;text-align:center}
.bcw-story>*{margin:0 0 20px;font-size:1.05rem;line-height:1.85}
.bcw-story .rich-text p{margin:0}
.bcw-story .rich-text a{color:${wedding.colors.primary}}
@media (min-width:900px){.bcw-story>*{font-size:1.15rem}}
`;

/** The couple's story: the config's plain paragraphs, or rich text saved in the console (sanitized on the server, rebuilt from the safe subset here). */
export function StorySection() {
  const { story } = useContent();
  return (
    <div className="bcw-story">
      <StaticSheet name="bcw-story" css={storyCss} />
      {story.paragraphs.map((text, index) =>
        story.rich ? (
          <div key={index} className="rich-text">
            {richText(text)}
          </div>
        ) : (
          <p key={text}>{text}</p>
        ),
      )}
    </div>
  );
}
