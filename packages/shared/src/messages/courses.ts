/** Texts of the course screens, word for word from spec §2, §5 and §8. */
export const COURSE_DEFAULTS = {
  title: "Untitled Course",
  description: "No description available",
  assessment: "No assessment details available",
  contentTitle: "New Content",
} as const;

export const COURSES = {
  title: "Courses",
  create: "Create New Course",
  empty: "You haven't created any courses yet.",
} as const;

export const CREATE_COURSE = {
  title: "Create New Course",
  courseTitle: "Course Title",
  courseDescription: "Course Description",
  submit: "Create Course",
  submitting: "Creating...",
  fillAll: "Please fill in all fields",
  mustLogIn: "You must be logged in to create a course",
  failed: "Failed to create course. Please try again.",
} as const;

export const COURSE_PAGE = {
  loading: "Loading course...",
  loadError: "Error loading course",
  notFound: "This course does not exist yet.",
  mastery: "Mastery by Topic",
  masteryEmpty: "Take a quiz to see how well you know each topic.",
  noScore: "No score yet",
  edit: "Edit course",
  /** A long description's or note's toggle: it is shown in its first lines until opened. */
  showMore: "Show more",
  showLess: "Show less",
  editTitle: "Edit Course",
  save: "Save Changes",
  cancel: "Cancel",
  tabs: { outline: "Outline", notes: "Course Notes", assessment: "Assessment" },
  updateFailed: "Failed to update course. Please try again.",
  /** The edit dialog's save refused: another tab changed the title or description meanwhile (beyond the spec). */
  detailsChanged:
    "The course's title or description was changed in another tab or on another device while you were editing it, so yours was not saved. Save Changes to save it over that change, or Cancel to keep that change.",
  /** An objective's edit refused: another tab changed it meanwhile (beyond the spec). */
  objectiveChanged:
    "This objective was changed in another tab or on another device while you were editing it. It now reads as shown: type yours again to replace it.",
  /** Deleting a course (not in the spec, which only creates, views and edits them). */
  deleteCourse: "Delete course",
  deleteConfirm: (title: string) =>
    `Delete "${title}" with all its topics, days, notes, lectures and quiz results? This cannot be undone.`,
  confirmDelete: "Delete",
  deleteFailed: "Failed to delete course. Please try again.",
} as const;

export const OUTLINE = {
  summary: "Summary",
  summaryPlaceholder: "Summarise what this course covers.",
  /** A course that is not there (or not yet loaded) has no summary to show or edit. */
  noSummary: "No summary yet.",
  /** A summary typed before a reload, over one that was changed elsewhere meanwhile. */
  summaryNotSaved:
    "This summary was not saved before the page was reloaded, and the course's summary has changed since. Leave the field to save it, or discard it.",
  summaryChangedElsewhere:
    "The course's summary was changed in another tab or on another device while you were editing it, so yours was not saved. Leave the field to save it over that change, or discard it.",
  discardSummary: "Discard",
  objectives: "Learning Objectives",
  newObjective: "New learning objective",
  deleteObjective: "Delete objective",
  objectiveText: "Learning objective",
  noObjectives: "No learning objectives yet.",
} as const;

export const NOTES = {
  noTopics: "No topics available for this course.",
  addFirstTopic: "Add your first topic",
  newTopic: "New topic title",
  /** A skip link at the top of a course's notes, seen when focused (beyond the spec). */
  skipToNewTopic: "Skip to the new topic box",
  topicTitle: "Topic title",
  deleteTopic: "Delete topic",
  addDay: "Add day",
  deleteDay: "Delete day",
  changeDate: "Change date",
  addText: "Add text",
  editContent: "Edit content",
  deleteContent: "Delete content",
  expand: "Expand",
  collapse: "Collapse",
  contentTitle: "Title",
  contentBody: "Content",
  save: "Save",
  cancel: "Cancel",
  noDays: "No days yet. Add one to start taking notes.",
  noContent: "No notes for this day yet.",
  confirmDeleteTopic: (title: string) => `Delete the topic "${title}" and all of its days and notes?`,
  confirmDeleteDay: (count: number) =>
    `This day has ${count} content ${count === 1 ? "item" : "items"}. Delete the day and ${count === 1 ? "its content item" : "all of them"}?`,
  confirm: "Delete",
  addTextHint: "Ctrl+Enter saves, Escape cancels.",
  /** The toast after Delete content, which offers to take it back (beyond the spec). */
  contentDeleted: (title: string) => `Deleted "${title}".`,
  undo: "Undo",
  /** The Undo button's accessible name: which delete it takes back. */
  undoDelete: (title: string) => `Undo deleting "${title}"`,
  errors: {
    deleteTopic: "Failed to delete topic. Please try again.",
    deleteDay: "Failed to delete day. Please try again.",
    /** The topic was not deleted: it holds notes the user was not shown (beyond the spec). */
    topicChanged:
      "Notes were added to this topic in another tab or on another device, so it was not deleted. Look at them, then delete the topic again if you still mean to.",
    /** The day was not deleted: it holds notes the user was not shown (beyond the spec). */
    dayChanged:
      "Notes were added to this day in another tab or on another device, so it was not deleted. Look at them, then delete the day again if you still mean to.",
    deleteContent: "Failed to delete content. Please try again.",
    /** A note's delete, sent once its Undo had passed, refused: edited elsewhere meanwhile (beyond the spec). */
    changedNotDeleted:
      "This note was changed in another tab or on another device after you deleted it here, so it was not deleted. It is back with that change: delete it again if you still mean to.",
    addDay: "Failed to add day. Please try again.",
    addTopic: "Failed to add topic. Please try again.",
    noteChanged:
      "This note was changed in another tab or on another device while you were editing it. Your version is still in the form: save it to replace that change, or cancel to keep it.",
    topicRenamed:
      "This topic was renamed in another tab or on another device while you were editing its title. Its title is now the one shown: type yours again to replace it.",
    noteDeletedWithDay:
      "The note you were editing was deleted with its day in another tab or on another device. Your text is here: save it as a new note of this day, or cancel to drop it.",
    noteLostWithDay:
      "The note you were editing was deleted with its topic's days in another tab or on another device, so what you typed in it could not be kept.",
    noteDeleted:
      "The note you were editing was deleted in another tab or on another device. Your text is here: save it as a new note, or cancel to drop it.",
    addContent: "Failed to add content. Please try again.",
    update: "Failed to update course. Please try again.",
  },
} as const;

/** What a full course holds, in the words of its refusal ("a course may hold 1,000 topics"). */
export const COURSE_FULL = {
  topics: (most: string) => `${most} topics`,
  days: (most: string) => `${most} days`,
  notes: (most: string) => `${most} notes`,
  objectives: (most: string) => `${most} objectives`,
  textBytes: (megabytes: string) => `${megabytes} MB of note text`,
} as const;
