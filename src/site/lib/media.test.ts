import { describe, expect, it } from "vitest";
import { PICTURE_WIDTHS } from "#contract/constants.ts";
import { mediaUrl, picture } from "./media.ts";

describe("picture", () => {
  it("offers the smaller copies of a raster picture under a base that makes them", () => {
    for (const base of ["/media/", "https://cdn.example.org/media/"]) {
      const url = mediaUrl(base, "inst/home/Banner One.JPG");
      expect(picture(url, "100vw", base)).toEqual({
        src: `${base}inst/home/Banner%20One.JPG`,
        srcSet: PICTURE_WIDTHS.map((w) => `${base}inst/home/Banner%20One.JPG?w=${w} ${w}w`).join(
          ", ",
        ),
        sizes: "100vw",
      });
    }
  });

  it("offers none for a base without copies, a vector picture, an animation or a document", () => {
    const cases: [string, string | null][] = [
      [mediaUrl("https://s3.example.org/", "inst/home/banner.png"), null],
      [mediaUrl("https://s3.example.org/", "inst/home/banner.png"), "/media/"],
      [mediaUrl("/media/", "inst/logo.svg"), "/media/"],
      [mediaUrl("/media/", "inst/notices/circular.pdf"), "/media/"],
      [mediaUrl("/media/", "inst/animated.gif"), "/media/"],
      ["/media/inst/banner.png?v=2", "/media/"],
    ];
    for (const [url, base] of cases) expect(picture(url, "100vw", base), url).toEqual({ src: url });
  });
});

describe("picture's widths", () => {
  const widthsOf = (sizes: string) =>
    picture("/media/a/b.png", sizes, "/media/")
      .srcSet?.split(", ")
      .map((candidate) => Number(candidate.split(" ")[1]?.replace("w", "")));

  it("offers every width to a picture as wide as the screen", () => {
    expect(widthsOf("100vw")).toEqual(PICTURE_WIDTHS);
    expect(widthsOf("(min-width: 768px) 66vw, 100vw")).toEqual(PICTURE_WIDTHS);
    expect(widthsOf("(min-width: 640px) 14rem, calc(100vw - 2rem)")).toEqual(PICTURE_WIDTHS);
  });

  it("offers a picture of fixed size the widths up to three device pixels to its pixel", () => {
    expect(widthsOf("3rem")).toEqual([320]);
    expect(widthsOf("(min-width: 1024px) 6rem, 4rem")).toEqual([320]);
    expect(widthsOf("128px")).toEqual([320, 480]);
    expect(widthsOf("14rem")).toEqual([320, 480, 640, 800]);
  });
});
