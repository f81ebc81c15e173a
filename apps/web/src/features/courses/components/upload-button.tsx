import { ImagePlus, Mic } from "lucide-react";
import { useRef } from "react";
import type { UploadKind } from "@study-well/shared/api";
import {
  describeError,
  MAX_UPLOAD_BYTES,
  refusedWith,
  uploadAccept,
  UPLOAD_REFUSED,
  UPLOADS,
} from "@study-well/shared";
import { addControlClass } from "../../../components/ui/button";
import { useTasksApi } from "../api/tasks-api";
import { useCourseContext } from "./course-context";
import { useCourseWork } from "./course-work";

/**
 * A day's three add controls (a text note, a photo, a recording): on a phone, three equal tiles
 * with the icon over the label, as the spec's labels side by side do not fit a 390 px row.
 */
export const dayControlClass = `${addControlClass} max-sm:flex-col max-sm:justify-center max-sm:gap-1 max-sm:px-1 max-sm:text-xs`;

const CONTROLS = {
  image: { label: UPLOADS.uploadImage, failed: UPLOADS.imageFailed, Icon: ImagePlus },
  audio: { label: UPLOADS.uploadAudio, failed: UPLOADS.audioFailed, Icon: Mic },
} as const;

/**
 * A day's photo or recording control: picks a file, sends it, and follows its processing under
 * the busy overlay; the note appears when it is done (spec §4 "Uploads").
 */
export function UploadButton({
  dayId,
  kind,
  disabled,
}: {
  dayId: string;
  kind: UploadKind;
  disabled: boolean;
}) {
  const { course } = useCourseContext();
  const work = useCourseWork();
  const tasks = useTasksApi();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { label, failed, Icon } = CONTROLS[kind];
  const refused = UPLOAD_REFUSED[kind];

  return (
    <>
      <button
        ref={button}
        type="button"
        className={dayControlClass}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Icon size={16} aria-hidden />
        {label}
      </button>
      <input
        ref={input}
        type="file"
        // The formats the server takes, so a file it would refuse cannot be chosen.
        accept={uploadAccept(kind)}
        tabIndex={-1}
        aria-hidden
        className="hidden"
        // The hidden input never keeps the focus (a browser leaves it on the button, other ways of
        // choosing a file may not): the overlay's end gives it back to what had it.
        onFocus={() => button.current?.focus()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          // Too large for the server: said at once, in its words, not after minutes of sending.
          if (file.size > MAX_UPLOAD_BYTES[kind]) {
            const tooLarge = describeError("upload/too-large", MAX_UPLOAD_BYTES[kind]).message;
            work.alert(refusedWith(refused, tooLarge), UPLOADS.alertTitle);
            return;
          }
          void work.run("file", (sending) => tasks.upload(course.id, dayId, kind, file, sending), {
            failed,
            refused,
          });
        }}
      />
    </>
  );
}
