import { useRef, useState, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import { CREATE_COURSE } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormPage } from "../../../components/ui/card";
import { TextArea, TextField } from "../../../components/ui/field";
import { ApiError, refusalMessage } from "../../../lib/api/errors";
import { useSession } from "../../../lib/session/session-context";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { useCreateCourse } from "../api/courses-api";

export function CreateCoursePage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const create = useCreateCourse();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Set at once, not at the next render as `isPending` is: a double click makes one course.
  const sending = useRef(false);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (session.status !== "signedIn") {
      setError(CREATE_COURSE.mustLogIn);
      return;
    }
    if (!title.trim() || !description.trim()) {
      setError(CREATE_COURSE.fillAll);
      return;
    }
    setError(null);
    sending.current = true;
    create.mutate(
      { title: title.trim(), description: description.trim() },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (course) => navigate(`/course/${course.id}`),
        onError: (err) =>
          setError(
            err instanceof ApiError && err.status === 401
              ? CREATE_COURSE.mustLogIn
              : (refusalMessage(err) ?? CREATE_COURSE.failed),
          ),
      },
    );
  }

  // noValidate: missing fields get the spec's own message rather than the browser's bubble.
  return (
    <FormPage title={CREATE_COURSE.title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={CREATE_COURSE.courseTitle}
          limit={TEXT_LIMIT.courseTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <TextArea
          label={CREATE_COURSE.courseDescription}
          limit={TEXT_LIMIT.courseDescription}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={4}
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? CREATE_COURSE.submitting : CREATE_COURSE.submit}
        </Button>
      </form>
    </FormPage>
  );
}
