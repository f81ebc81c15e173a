import { format, parseISO } from "date-fns";
import { Headphones, History, Sparkles, Volume2 } from "lucide-react";
import type { Course, Day, Lecture, Topic } from "@study-well/shared/api";
import { DATE_FORMAT, LECTURES } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";
import { useTasksApi } from "../api/tasks-api";
import { useCourseContext } from "./course-context";
import { useCourseWork } from "./course-work";
import { dayTrack, namedDay, type Track } from "./lecture-player";
import { KeptDisclosure } from "./notes-list-context";

interface Texts {
  create: string;
  listen: string;
  noContent: string;
  confirm: string;
  noLecture: string;
}

const TOPIC: Texts = {
  create: LECTURES.createTopic,
  listen: LECTURES.listenTopic,
  noContent: LECTURES.noContentTopic,
  confirm: LECTURES.confirmTopic,
  noLecture: LECTURES.noTopicLecture,
};
const DAY: Texts = {
  create: LECTURES.createDay,
  listen: LECTURES.listenDay,
  noContent: LECTURES.noContentDay,
  confirm: LECTURES.confirmDay,
  noLecture: LECTURES.noDayLecture,
};

/**
 * Create and listen to a lecture of a topic or a day (spec §2, §4 "Lecture generation", §5
 * "Lectures"), and for a day, read it aloud. The spec's alerts and confirmation, in app dialogs.
 */
export function LectureControls(
  props: { topic: Topic; disabled: boolean } | { day: Day; disabled: boolean },
) {
  const { course, readOnly } = useCourseContext();
  const work = useCourseWork();
  const tasks = useTasksApi();
  const isTopic = "topic" in props;
  const texts = isTopic ? TOPIC : DAY;
  const lecture: Lecture | null = isTopic ? props.topic.topicLecture : props.day.lecture;
  const hasContent = isTopic
    ? props.topic.days.some((day) => day.content.length > 0)
    : props.day.content.length > 0;
  // The track's name as a course has it: the one shown now, or read again after a rename.
  const namedIn =
    (kind: string) =>
    (now: Course): Pick<Track, "title" | "detail"> | undefined => {
      if (isTopic) {
        const topic = now.topics.find((t) => t.id === props.topic.id);
        return topic && { title: `${kind}: ${topic.title}` };
      }
      return namedDay(kind, props.day.id)(now);
    };
  const trackTitle = (kind: string): Pick<Track, "title" | "detail"> =>
    isTopic ? { title: `${kind}: ${props.topic.title}` } : dayTrack(kind, course, props.day);

  async function create() {
    if (!hasContent) {
      work.alert(texts.noContent);
      return;
    }
    if (lecture?.audioFileId && !(await work.confirm(texts.confirm))) return;
    const start = () =>
      isTopic ? tasks.topicLecture(course.id, props.topic.id) : tasks.dayLecture(course.id, props.day.id);
    // Refused at the start (a 4xx in the server's words: too many requests, the notes too long),
    // the reason says what to do; "Please try again" is kept for failures trying again may mend.
    await work.run(
      "lecture",
      start,
      { failed: LECTURES.lectureFailed, refused: LECTURES.lectureRefused },
      { withoutSpeech: LECTURES.speechFailed },
    );
  }

  function listen() {
    if (!lecture) work.alert(texts.noLecture);
    else if (!lecture.audioFileId) work.alert(LECTURES.audioMissing);
    else
      work.play({
        ...trackTitle(LECTURES.lectureText),
        fileId: lecture.audioFileId,
        current: isTopic ? topicLectureFile(props.topic.id) : dayLectureFile(props.day.id),
        named: namedIn(LECTURES.lectureText),
      });
  }

  async function readAloud() {
    if (isTopic) return;
    if (!hasContent) {
      work.alert(LECTURES.noContentDay);
      return;
    }
    const { title, detail } = trackTitle(LECTURES.readAloud);
    // Named after its day as the course then has it (a rename meanwhile, a date moved).
    await work.run("lecture", () => tasks.readAloud(course.id, props.day.id), LECTURES.speechFailed, {
      play: title,
      playDetail: detail,
      playNamed: { kind: LECTURES.readAloud, dayId: props.day.id },
    });
  }

  // (said after each button's name: every topic and day has these three)
  const subject = isTopic ? props.topic.title : format(parseISO(props.day.date), DATE_FORMAT);
  return (
    <>
      {!isTopic && (
        <IconButton
          label={LECTURES.readAloud}
          subject={subject}
          disabled={props.disabled}
          onClick={() => void readAloud()}
        >
          <Volume2 size={16} aria-hidden />
        </IconButton>
      )}
      {!readOnly && (
        <IconButton
          label={texts.create}
          subject={subject}
          disabled={props.disabled}
          onClick={() => void create()}
          // Made again, it takes in the notes' changes: the hint under the lecture says so.
          aria-describedby={
            lecture?.notesChanged ? changedHintId(isTopic ? props.topic.id : props.day.id) : undefined
          }
        >
          <Sparkles size={16} aria-hidden />
        </IconButton>
      )}
      <IconButton label={texts.listen} subject={subject} disabled={props.disabled} onClick={listen}>
        <Headphones size={16} aria-hidden />
      </IconButton>
    </>
  );
}

const changedHintId = (id: string) => `lecture-changed-${id}`;

/**
 * The lecture's words under its topic or day: students read as well as listen. A lecture made
 * before its notes last changed says so, closed or open.
 */
export function LectureText({ id, lecture }: { id: string; lecture: Lecture | null }) {
  if (!lecture) return null;
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <KeptDisclosure
        id={`lecture:${id}`}
        summary={LECTURES.lectureText}
        className=""
        summaryClassName="cursor-pointer font-medium text-brand-800"
      >
        <p className="mt-1 leading-relaxed break-words whitespace-pre-wrap">{lecture.summary}</p>
      </KeptDisclosure>
      {lecture.notesChanged && (
        <p id={changedHintId(id)} className="mt-1 flex items-start gap-1.5 text-xs text-slate-600">
          <History size={14} aria-hidden className="mt-px shrink-0" />
          {LECTURES.notesChanged}
        </p>
      )}
    </div>
  );
}

/** A topic's lecture's audio as a course now has it. */
const topicLectureFile = (topicId: string) => (course: Course) =>
  course.topics.find((topic) => topic.id === topicId)?.topicLecture?.audioFileId;

/** A day's lecture's audio as a course now has it. */
const dayLectureFile = (dayId: string) => (course: Course) =>
  course.topics.flatMap((topic) => topic.days).find((day) => day.id === dayId)?.lecture?.audioFileId;
