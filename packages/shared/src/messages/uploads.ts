/** Texts of uploads, lectures and the lecture player, word for word from spec §2, §5 and §8. */
export const BUSY = {
  processingFile: "Processing your file...",
  generatingLecture: "Generating personalized lecture...",
  note: "This may take a moment. Please don't close the page.",
  cancel: "Cancel",
  /** The progress bar's phases for a file (not in the spec): its bytes going out, then the server's work on it. */
  sending: "Sending",
  processing: "Processing",
  /** The bar's name when it has no phase (a lecture being made). */
  progress: "Progress",
} as const;

export const UPLOADS = {
  uploadImage: "Upload image",
  uploadAudio: "Upload audio",
  imageFailed: "Error processing image. Please try again.",
  audioFailed: "Failed to upload audio",
  transcript: "Transcript",
  /** A photo's recognised text, when it says more than the summary shown. */
  photoText: "Text from the photo",
  alertTitle: "Upload",
  openImage: "Open full size",
} as const;

/**
 * What a refused upload (a 4xx: a file unreadable, of a type not taken, too large, which trying
 * again will not mend) says before its reason (refusedWith): the spec's failure where its words
 * fit; for a photo none, as "Please try again" would send the user round again: the reason alone.
 */
export const UPLOAD_REFUSED = {
  image: null,
  audio: UPLOADS.audioFailed,
} as const satisfies Record<"image" | "audio", string | null>;

export const LECTURES = {
  createTopic: "Create topic lecture summary",
  listenTopic: "Listen to topic lecture summary",
  createDay: "Create lecture summary",
  listenDay: "Listen to lecture summary",
  readAloud: "Read aloud",
  noContentTopic: "No content to summarize in this topic.",
  noContentDay: "No content to summarize.",
  confirmTopic: "A lecture for this topic already exists. Do you want to regenerate it?",
  confirmDay: "A lecture for this day already exists. Do you want to regenerate it?",
  regenerate: "Regenerate",
  cancel: "Cancel",
  noTopicLecture: "No topic lecture available.",
  noDayLecture: "No lecture available for this day.",
  audioMissing: "The lecture audio does not exist yet. Try generating the lecture first.",
  audioLoadFailed: "Error loading audio. Please try again.",
  speechFailed: "Failed to generate speech.",
  lectureFailed: "Failed to generate the lecture. Please try again.",
  /** Before the reason the server refused to start a lecture for (not in the spec: trying again at once would not help). */
  lectureRefused: "Failed to generate the lecture.",
  lectureText: "Lecture",
  alertTitle: "Lecture",
  confirmTitle: "Regenerate lecture?",
  /** Under a lecture made before its notes last changed (not in the spec). */
  notesChanged:
    "Your notes have changed since this lecture was made. Create it again to include the changes.",
} as const;

export const PLAYER = {
  play: "Play",
  pause: "Pause",
  close: "Close player",
  seek: "Seek",
  nowPlaying: "Now playing",
  /** Loads the lecture's audio again after "Error loading audio. Please try again." (not in the spec). */
  retry: "Try again",
  /** Said while the audio is asked to play and has not started yet: a slow connection (not in the spec). */
  loading: "Loading audio...",
} as const;
