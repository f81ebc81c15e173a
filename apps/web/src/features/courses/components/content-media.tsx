import { useState } from "react";
import type { ContentItem } from "@study-well/shared/api";
import { UPLOADS } from "@study-well/shared";
import { useFileUrl } from "../api/tasks-api";
import { KeptDisclosure } from "./notes-list-context";

type MediaItem = Exclude<ContentItem, { type: "text" }>;

/** The picture of an image note (a thumbnail that opens full size), or a recording's small player. */
export function ContentMedia({ item }: { item: MediaItem }) {
  const link = useFileUrl(item.data.fileId);
  const [banded, setBanded] = useState(false);
  if (item.type === "image") {
    // Until its address is known, a placeholder: a link with no address is no link, and may not
    // carry a name (an accessibility violation while the address loaded).
    if (!link.data) {
      return (
        <span className="mt-2 block h-48 w-36 max-w-full animate-pulse rounded-md bg-slate-100 ring-1 ring-slate-200 motion-reduce:animate-none" />
      );
    }
    return (
      <a
        href={link.data}
        target="_blank"
        rel="noreferrer"
        aria-label={`${UPLOADS.openImage}: ${item.title}`}
        className="mt-2 block w-fit max-w-full overflow-hidden rounded-md ring-1 ring-slate-200"
      >
        <img
          src={link.data}
          alt={item.title}
          loading="lazy"
          // As tall before it loads as after (a photo of a page fills the height), so the notes
          // below do not jump when it comes; a photo too wide for that height on this screen
          // then takes its own height, instead of grey bands above and below it.
          className={`${banded ? "h-auto max-h-48" : "h-48"} w-auto min-w-36 max-w-full bg-slate-100 object-contain`}
          onLoad={(event) => {
            const img = event.currentTarget;
            setBanded(bandsAround(img.naturalWidth, img.naturalHeight, img.clientWidth, img.clientHeight));
          }}
          onError={link.renew}
        />
      </a>
    );
  }
  return (
    <audio
      controls
      preload="metadata"
      src={link.data}
      onError={link.renew}
      aria-label={item.data.fileName}
      className="mt-2 h-10 w-full max-w-md"
    />
  );
}

/**
 * Whether a picture shown whole (object-contain) in a box of this size leaves bands above and
 * below it: it is wider, for its height, than the box by more than a pixel's worth.
 */
export function bandsAround(width: number, height: number, boxWidth: number, boxHeight: number): boolean {
  if (!width || !height || !boxWidth || !boxHeight) return false;
  return (boxWidth * height) / width < boxHeight - 1;
}

/** A recording's transcript, or the text read from a photo, behind a disclosure. */
export function Transcript({
  id,
  text,
  label = UPLOADS.transcript,
}: {
  id: string;
  text: string;
  label?: string;
}) {
  return (
    <KeptDisclosure
      id={`transcript:${id}`}
      summary={label}
      className="mt-2 text-sm text-slate-700"
      summaryClassName="cursor-pointer font-medium text-slate-800"
    >
      <p className="mt-1 leading-relaxed break-words whitespace-pre-wrap">{text}</p>
    </KeptDisclosure>
  );
}
