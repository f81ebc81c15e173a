import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import { COURSE_PAGE, CREATE_COURSE } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormDialog } from "../../../components/ui/dialogs";
import { TextArea, TextField } from "../../../components/ui/field";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { isDetailsChanged } from "../api/course-details";
import { useDeleteCourse } from "../api/courses-api";
import { useCourseContext } from "./course-context";
import { COURSE_DESCRIPTION_KEY, COURSE_TITLE_KEY } from "./title-drafts";

/**
 * Title and description; an emptied field is left as it was (spec §5). What is typed is kept in
 * the tab (the course's title drafts) until saved or cancelled: after a reload the dialog is open
 * again with it, for the student to save or cancel.
 */
export function EditCourseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { course, edits, titles } = useCourseContext();
  const [title, setTitle] = useState(() => titles.drafts.get(COURSE_TITLE_KEY)?.text ?? course.title);
  const [description, setDescription] = useState(
    () => titles.drafts.get(COURSE_DESCRIPTION_KEY)?.text ?? course.description,
  );

  function forget() {
    titles.drafts.delete(COURSE_TITLE_KEY);
    titles.drafts.delete(COURSE_DESCRIPTION_KEY);
  }

  function close() {
    forget();
    onOpenChange(false);
  }

  function onOpen(next: boolean) {
    if (next) onOpenChange(true);
    else close();
  }

  // What the fields said as the dialog opened: only what the student changed is sent, with what
  // it was changed from, so another tab's change meanwhile is neither undone nor overwritten.
  // After such a refusal, a save goes over that change (from the course as it now is).
  const [began] = useState(() => ({ title: course.title, description: course.description }));
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  // The field a refused save changed (the title, if both): it has the focus when the dialog opens again.
  const [refused, setRefused] = useState<"title" | "description">();
  const titleField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  // (after the dialog has moved the focus to its first field, the title, as it opens)
  useEffect(() => {
    if (!open || !refused) return;
    const timer = setTimeout(() => (refused === "title" ? titleField : descriptionField).current?.focus());
    return () => clearTimeout(timer);
  }, [open, refused]);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const from = changedElsewhere ? { title: course.title, description: course.description } : began;
    const changes: { title?: string; description?: string } = {};
    if (title.trim() && title.trim() !== from.title) changes.title = title.trim();
    if (description.trim() && description.trim() !== from.description)
      changes.description = description.trim();
    onOpenChange(false);
    setChangedElsewhere(false);
    setRefused(undefined);
    // Kept until the server has it: a refused save (told by the edit's message) opens again with
    // its text at the next reload; one refused for a change in another tab, at once, saying so.
    if (Object.keys(changes).length === 0) forget();
    else
      edits.updateCourse
        .mutateAsync({ ...changes, from: pick(from, changes) })
        .then(forget, (error: unknown) => {
          if (!isDetailsChanged(error)) return;
          setChangedElsewhere(true);
          setRefused(changes.title === undefined ? "description" : "title");
          onOpenChange(true);
        });
  }

  function keep(key: string, text: string, saved: string) {
    titles.drafts.set(key, { text, over: titles.drafts.get(key)?.over ?? saved });
  }

  // Delete course asks first, in the same dialog: what it deletes, and Delete or Cancel.
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCourse();
  const [, navigate] = useLocation();
  // Set at once, not at the next render as `isPending` is: a double click sends one request.
  const deleting = useRef(false);
  function deleteCourse() {
    if (deleting.current) return;
    deleting.current = true;
    remove.mutate(course.id, {
      onSuccess: () => {
        forget();
        onOpenChange(false);
        // In place of the dialog's history entry: Back from the list does not come to the
        // deleted course twice.
        navigate("/courses", { replace: true });
      },
      onSettled: () => {
        deleting.current = false;
      },
    });
  }
  if (confirming) {
    return (
      <FormDialog open={open} onOpenChange={onOpen} title={COURSE_PAGE.deleteCourse}>
        <div className="space-y-4">
          <p className="text-sm wrap-anywhere text-slate-600">{COURSE_PAGE.deleteConfirm(course.title)}</p>
          {remove.isError && <Alert tone="error">{COURSE_PAGE.deleteFailed}</Alert>}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
              {COURSE_PAGE.cancel}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={deleteCourse}>
              {COURSE_PAGE.confirmDelete}
            </Button>
          </div>
        </div>
      </FormDialog>
    );
  }

  return (
    <FormDialog open={open} onOpenChange={onOpen} title={COURSE_PAGE.editTitle}>
      <form onSubmit={onSubmit} className="space-y-4">
        {changedElsewhere && <Alert tone="error">{COURSE_PAGE.detailsChanged}</Alert>}
        <TextField
          ref={titleField}
          label={CREATE_COURSE.courseTitle}
          limit={TEXT_LIMIT.courseTitle}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            keep(COURSE_TITLE_KEY, e.target.value, course.title);
          }}
        />
        <TextArea
          label={CREATE_COURSE.courseDescription}
          limit={TEXT_LIMIT.courseDescription}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            keep(COURSE_DESCRIPTION_KEY, e.target.value, course.description);
          }}
          rows={4}
          ref={descriptionField}
        />
        {/* On a narrow screen Delete course goes above Cancel and Save Changes, not between them:
            drawn in the order the keyboard meets them, with Save Changes last and lowest. */}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {COURSE_PAGE.deleteCourse}
          </Button>
          <div className="ml-auto flex gap-3">
            <Button variant="secondary" onClick={close}>
              {COURSE_PAGE.cancel}
            </Button>
            <Button type="submit">{COURSE_PAGE.save}</Button>
          </div>
        </div>
      </form>
    </FormDialog>
  );
}

/** The values `from` had for the fields being changed. */
function pick(
  from: { title: string; description: string },
  changes: { title?: string; description?: string },
) {
  return {
    ...(changes.title === undefined ? {} : { title: from.title }),
    ...(changes.description === undefined ? {} : { description: from.description }),
  };
}
