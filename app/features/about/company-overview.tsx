import { MediaBlock, type MediaImage } from "~/ui/media-block";

/** Who We Are: the company overview paragraphs beside the overview artwork. */
export function CompanyOverview({ paragraphs, image }: { paragraphs: string[]; image: MediaImage }) {
  return (
    <MediaBlock image={image}>
      <div className="space-y-5 text-lg leading-relaxed text-steel-800">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </MediaBlock>
  );
}
