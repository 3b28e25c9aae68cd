// A picture in a frame of a fixed shape (issue 23): shown whole and never larger than its own
// pixels, the frame's room around it filled with the same picture blurred, or plain. The
// frame holds its place while the picture loads, so nothing under it moves.
import { usePictureCopy } from "../../lib/use-layout.ts";

export function FramedPicture({
  url,
  widest,
  blurredFill = true,
  eager = false,
  className = "",
}: {
  url: string;
  /** The most pixels across the frame ever needs: a larger picture is sent at this width. */
  widest: number;
  /** The room around the picture shows it blurred (a single picture), or stays plain (a grid). */
  blurredFill?: boolean;
  /** The picture is in the first screen: it loads at once. */
  eager?: boolean;
  /** The frame's shape and width. */
  className?: string;
}) {
  const copy = usePictureCopy();
  const src = copy(url, widest);
  const loading = eager ? "eager" : "lazy";
  return (
    <span className={`picture-frame ${className}`}>
      {blurredFill ? (
        <img src={src} alt="" loading={loading} decoding="async" className="picture-fill" />
      ) : null}
      <img src={src} alt="" loading={loading} decoding="async" className="picture-whole" />
    </span>
  );
}

/**
 * The picture at `src` blurred over the whole of a frame, as its background: the landing
 * banner's, whose pictures are all in view (a picture in a list has a lazy `<img>` instead).
 */
export function PictureFill({ src }: { src: string }) {
  return (
    <span className="picture-fill" style={{ backgroundImage: `url(${JSON.stringify(src)})` }} />
  );
}
