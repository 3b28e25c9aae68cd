// A person's photo, or the default avatar when there is none (spec 2.9). The name sits next
// to it everywhere, so the picture itself is decorative.
import { usePicture } from "../../lib/use-layout.ts";

export function Avatar({ photo, size }: { photo: string | undefined; size: number }) {
  const picture = usePicture();
  const box = { width: size, height: size };
  return photo ? (
    <img
      {...picture(photo, `${size}px`)}
      alt=""
      {...box}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-slate-100 object-cover"
      style={box}
    />
  ) : (
    <svg
      viewBox="0 0 64 64"
      {...box}
      aria-hidden="true"
      className="shrink-0 rounded-full bg-slate-200 text-slate-500"
    >
      <circle cx="32" cy="24" r="12" fill="currentColor" />
      <path d="M10 58c2-12 11-18 22-18s20 6 22 18z" fill="currentColor" />
    </svg>
  );
}
