import { useState, type SubmitEvent } from "react";
import { COURSE_PAGE, CREATE_COURSE } from "@study-well/shared";
import { Button } from "../../../components/ui/button";
import { FormDialog } from "../../../components/ui/dialogs";
import { TextArea, TextField } from "../../../components/ui/field";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { useCourseContext } from "./course-context";

/** Title and description; an emptied field is left as it was (spec §5). */
export function EditCourseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { course, edits } = useCourseContext();
  const [title, setTitle] = useState(course.title);
  const [description, setDescription] = useState(course.description);

  function onOpen(next: boolean) {
    if (next) {
      setTitle(course.title);
      setDescription(course.description);
    }
    onOpenChange(next);
  }

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const changes: { title?: string; description?: string } = {};
    if (title.trim() && title.trim() !== course.title) changes.title = title.trim();
    if (description.trim() && description.trim() !== course.description)
      changes.description = description.trim();
    if (Object.keys(changes).length > 0) edits.updateCourse.mutate(changes);
    onOpenChange(false);
  }

  return (
    <FormDialog open={open} onOpenChange={onOpen} title={COURSE_PAGE.editTitle}>
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={CREATE_COURSE.courseTitle}
          limit={TEXT_LIMIT.courseTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextArea
          label={CREATE_COURSE.courseDescription}
          limit={TEXT_LIMIT.courseDescription}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={4}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {COURSE_PAGE.cancel}
          </Button>
          <Button type="submit">{COURSE_PAGE.save}</Button>
        </div>
      </form>
    </FormDialog>
  );
}
