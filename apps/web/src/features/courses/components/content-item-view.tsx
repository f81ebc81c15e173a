import { format } from "date-fns";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ContentItem } from "@study-well/shared/api";
import { NOTES, TIME_FORMAT } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";
import { bodyOf } from "../api/content-edits";
import { isTemporary } from "../api/course-mutation";
import { AddTextForm } from "./add-text-form";
import { ContentMedia, Transcript } from "./content-media";
import { useCourseContext } from "./course-context";

export function ContentItemView({ item }: { item: ContentItem }) {
  const { edits, readOnly } = useCourseContext();
  const [editing, setEditing] = useState(false);
  const pending = isTemporary(item.id);

  if (editing) {
    return (
      <li>
        <AddTextForm
          initialTitle={item.title}
          initialText={bodyOf(item)}
          onSave={(title, text) => {
            edits.updateContent.mutate({ id: item.id, title, text });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <article aria-label={item.title}>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-medium break-words text-slate-900">{item.title}</h3>
            <time dateTime={item.timestamp} className="text-xs text-slate-500">
              {format(new Date(item.timestamp), TIME_FORMAT)}
            </time>
          </div>
          {!readOnly && (
            <div className="flex shrink-0">
              <IconButton label={NOTES.editContent} disabled={pending} onClick={() => setEditing(true)}>
                <Pencil size={16} aria-hidden />
              </IconButton>
              <IconButton
                label={NOTES.deleteContent}
                disabled={pending}
                onClick={() => edits.deleteContent.mutate(item.id)}
              >
                <Trash2 size={16} aria-hidden />
              </IconButton>
            </div>
          )}
        </div>
        {item.type !== "text" && <ContentMedia item={item} />}
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
          {bodyOf(item)}
        </p>
        {item.type === "audio" && item.data.transcription && <Transcript text={item.data.transcription} />}
      </article>
    </li>
  );
}
