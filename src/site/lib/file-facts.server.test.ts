// What a link says of its file (decision 094): sizes as a phone writes them, in each page
// language with international digits, and the type from the store's record or the key alone.
import { describe, expect, it } from "vitest";
import { fileAbout, fileSize } from "./file-facts.server.ts";

describe("a file's size", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [512, "512 bytes"],
    [999, "999 bytes"],
    [1_000, "1 kB"],
    [1_536, "1.5 kB"],
    [45_000, "45 kB"],
    [999_400, "999 kB"],
    // Rounded up to a thousand of one unit, it is one of the next.
    [999_600, "1 MB"],
    [2_345_678, "2.3 MB"],
    [12_600_000, "13 MB"],
    [1_250_000_000, "1.3 GB"],
  ])("%d bytes are written %s in English", (bytes, written) => {
    expect(fileSize(bytes, "en")).toBe(written);
  });

  it("is written in Hindi and Marathi in their words, with international digits", () => {
    expect(fileSize(2_345_678, "hi")).toBe("2.3 मेगाबाइट");
    expect(fileSize(2_345_678, "mr")).toBe("2.3 मेगाबाइट");
    expect(fileSize(45_000, "mr")).toBe("45 किलोबाइट");
    expect(fileSize(1_250_000_000, "hi")).toBe("1.3 गीगाबाइट");
    expect(fileSize(512, "hi")).toBe("512 बाइट");
    expect(fileSize(512, "mr")).toBe("512 बाइट");
  });
});

describe("what a link says of its file", () => {
  const pdf = { contentType: "application/pdf", size: 2_345_678 };

  it("names the stored file's type and size in the page's language", () => {
    expect(fileAbout("a/prospectus.pdf", pdf, "en")).toBe("PDF, 2.3 MB");
    expect(fileAbout("a/prospectus.pdf", pdf, "hi")).toBe("पीडीएफ, 2.3 मेगाबाइट");
    expect(fileAbout("a/prospectus.pdf", pdf, "mr")).toBe("पीडीएफ, 2.3 मेगाबाइट");
  });

  it("takes the type from the store's record before the key's extension", () => {
    const word = {
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: 45_000,
    };
    expect(fileAbout("a/minutes", word, "en")).toBe("Word document, 45 kB");
    expect(fileAbout("a/sheet.xlsx", { contentType: "", size: 9_000 }, "en")).toBe(
      "Spreadsheet, 9 kB",
    );
  });

  it("says only the type where the store does not hold the file (a live platform's)", () => {
    expect(fileAbout("a/prospectus.PDF", undefined, "en")).toBe("PDF");
    expect(fileAbout("a/photo.jpg", undefined, "mr")).toBe("छायाचित्र");
    expect(fileAbout("a/slides.pptx", undefined, "hi")).toBe("प्रस्तुति");
  });

  it("calls a stored file of no known type a file, and says nothing of an unknown one", () => {
    const unknown = { contentType: "application/octet-stream", size: 700 };
    expect(fileAbout("a/data.bin", unknown, "en")).toBe("File, 700 bytes");
    expect(fileAbout("a/data.bin", undefined, "en")).toBeUndefined();
    expect(fileAbout("a/no-extension", undefined, "en")).toBeUndefined();
  });
});
