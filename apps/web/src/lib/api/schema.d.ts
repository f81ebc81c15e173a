// Generated from packages/shared/openapi/openapi.json by `npm run api:generate`: do not edit.

export interface paths {
  "/api/admin/users/{uid}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            disabled?: boolean;
            /** @enum {string} */
            role?: "user" | "admin";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UserProfile"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/admin/waitlist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["WaitlistEntry"][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/waitlist/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Removes a waitlist entry without making an account (a mistaken or unwanted one); its address may join again. 404 when the entry is gone (activated or removed meanwhile). */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/waitlist/{id}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              uid: string;
              email: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/engines": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Which engine answers each AI capability for the caller, and, for one that cannot run here, how to enable it. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["AiEnginesResponse"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/ocr": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Finds the text in a picture sent as the request body (Content-Type image/*, at most 10 MB). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["RecognizedTextResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/speak": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Reads the text aloud. Answers audio/mpeg; the x-engine header names the engine, x-voice the voice and x-audio-duration the length in seconds. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
            voiceName?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/summarize": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
            instruction?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SummaryResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/title-and-summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["TitleAndSummaryResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/transcribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Writes down what is said in a recording sent as the request body (WebM or Ogg Opus, MP3, M4A/AAC or WAV; at most 25 MB and 15 minutes). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["TranscriptionResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/ai/tutor/warm-up": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Gets the caller's quiz tutor ready (the offline tutor loads its models: about a second and a half, once), so the first question and answer of a quiz do not wait for it. Answers when it is ready; a caller that leaves before then drops it; a tutor that cannot get ready is not an error here (its first question says why). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/account": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Deletes the caller's account and everything in it. Takes a session signed in within the last five minutes: an older one is refused (403, auth/requires-recent-login) until the user signs in again. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/lookup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["AccountInfo"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/password-policy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["PasswordPolicy"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            oobCode: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              email: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/send-oob-code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            requestType: "PASSWORD_RESET";
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SignInResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            refreshToken: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-up": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            password: string;
            firstName: string;
            lastName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["SignInResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/token": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            refreshToken: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["TokenResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/update": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email?: string;
            password?: string;
            displayName?: string | null;
            currentPassword?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              user: components["schemas"]["AccountInfo"];
              tokens: components["schemas"]["TokenResponse"] | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-reset-code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            oobCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              email: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CourseSummary"][];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            description: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Course"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description The ETag of the course document the client already has: answered 304 while it is current */
          "if-none-match"?: string;
        };
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Course"];
          };
        };
        /** @description Not modified: the ETag in If-None-Match is the course's current one */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title?: string;
            description?: string;
            /** @description The title and description as the edit began: when a field sent was changed since (in another tab) to something else, the edit is refused with 409 course/details-changed instead of overwriting that change. */
            from?: {
              title?: string;
              description?: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["CourseSummary"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/courses/{courseId}/content/{contentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: {
          version?: number;
        };
        header?: never;
        path: {
          courseId: string;
          contentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          contentId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title?: string;
            text?: string;
            /** @description The note's version the edit began from: when the note was changed since (in another tab), the edit is refused with 409 course/note-changed instead of overwriting that change. */
            version?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ContentItem"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/courses/{courseId}/days/{dayId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: {
          items?: number;
        };
        header?: never;
        path: {
          courseId: string;
          dayId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          dayId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: date */
            date: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              date: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  "/api/courses/{courseId}/days/{dayId}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          dayId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ContentItem"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/days/{dayId}/lecture": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Starts (or restarts) the day's lecture: a summary of its notes, then its speech. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          dayId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Task"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/days/{dayId}/read-aloud": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Speaks the day's notes as they are (titles, then text or summaries); the task's fileId plays it. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          dayId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Task"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/days/{dayId}/uploads/{kind}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Uploads a photo (kind image) or a recording (kind audio) of notes to a day, as multipart/form-data with the file in a field named file. The type is told by the bytes. Answers 202 with the task that turns it into a content item (GET /api/tasks/{taskId}). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          dayId: string;
          kind: "image" | "audio";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Task"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/objectives": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Objective"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/objectives/{objectiveId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          objectiveId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          objectiveId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
            /** @description The objective's text as the edit began: when it was changed since (in another tab) to something else, the edit is refused with 409 course/objective-changed instead of overwriting that change. */
            from?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Objective"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/courses/{courseId}/outline/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            summary: string;
            /** @description The summary as the edit began: when it was changed since (in another tab) to something else, the edit is refused with 409 course/summary-changed instead of overwriting that change. */
            from?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              summary: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/quiz-results": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The caller's results for the course, newest first. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["QuizResult"][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/quiz-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Opens a quiz on the caller's selected content; the tutor's first question is its first message. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            contentIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["QuizSession"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/topics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Topic"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/topics/{topicId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: {
          items?: number;
        };
        header?: never;
        path: {
          courseId: string;
          topicId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": null;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          topicId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            /** @description The topic's title as the rename began: when it was renamed since (in another tab) to something else, the rename is refused with 409 course/topic-renamed instead of overwriting that change. */
            from?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  "/api/courses/{courseId}/topics/{topicId}/days": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          topicId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: date */
            date: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Day"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/courses/{courseId}/topics/{topicId}/lecture": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Starts (or restarts) the topic's lecture: a summary of its notes, then its speech. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
          topicId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Task"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/files/{fileId}/link": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description An expiring address of one of the caller's files, for <img> and <audio>. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          fileId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["FileLink"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reports the server's version and whether its database answers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["HealthResponse"];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["HealthResponse"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/quiz-sessions/{sessionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["QuizSession"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/quiz-sessions/{sessionId}/end": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Ends the quiz. With answers, the task that writes the report; without, null (nothing is stored). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["EndQuizResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/quiz-sessions/{sessionId}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The student's answer; the tutor's reply comes back. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["QuizTurnResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/quiz-sessions/{sessionId}/transcribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Writes down a spoken answer sent as the request body (as /api/ai/transcribe takes it), in the words of the quiz's notes where the offline recogniser heard something that sounds like them. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["TranscriptionResponse"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UserSettings"];
          };
        };
      };
    };
    /** @description Changes the settings sent (any of them, at least one) and answers all of them. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": components["schemas"]["UpdateSettingsRequestInput"];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UserSettings"];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tasks/{taskId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Task"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/tasks/{taskId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Cancels the task; nothing it makes is kept, even when it finishes in the same moment. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["Task"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UserProfile"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            firstName: string;
            lastName: string;
            currentPassword?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["UserProfile"];
          };
        };
      };
    };
    trace?: never;
  };
  "/api/waitlist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            firstName: string;
            lastName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountInfo: {
      uid: string;
      email: string;
      emailVerified: boolean;
      displayName: string | null;
      photoURL: string | null;
      phoneNumber: string | null;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: "user" | "admin";
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastLoginAt: string | null;
    };
    AccountInfoInput: {
      uid: string;
      email: string;
      emailVerified: boolean;
      displayName: string | null;
      photoURL: string | null;
      phoneNumber: string | null;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: "user" | "admin";
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastLoginAt: string | null;
    };
    AiEnginesResponse: {
      ocr: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      transcribe: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      summarize: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      titleAndSummary: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      speak: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      tutorTurn: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      assess: {
        engine: string;
        available: boolean;
        reason?: string;
      };
    };
    AiEnginesResponseInput: {
      ocr: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      transcribe: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      summarize: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      titleAndSummary: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      speak: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      tutorTurn: {
        engine: string;
        available: boolean;
        reason?: string;
      };
      assess: {
        engine: string;
        available: boolean;
        reason?: string;
      };
    };
    ContentItem:
      | {
          id: string;
          title: string;
          /** Format: date-time */
          timestamp: string;
          version: number;
          /** @enum {string} */
          type: "text";
          data: string;
        }
      | {
          id: string;
          title: string;
          /** Format: date-time */
          timestamp: string;
          version: number;
          /** @enum {string} */
          type: "image";
          data: {
            summary: string;
            url: string;
            fileId: string;
            text: string;
          };
        }
      | {
          id: string;
          title: string;
          /** Format: date-time */
          timestamp: string;
          version: number;
          /** @enum {string} */
          type: "audio";
          data: {
            url: string;
            fileId: string;
            fileName: string;
            summary: string;
            transcription: string;
            durationSeconds: number;
          };
        };
    ContentItemInput:
      | {
          id: string;
          title: string;
          /** Format: date-time */
          timestamp: string;
          version: number;
          /** @enum {string} */
          type: "text";
          data: string;
        }
      | {
          id: string;
          title: string;
          /** Format: date-time */
          timestamp: string;
          version: number;
          /** @enum {string} */
          type: "image";
          data: {
            summary: string;
            url: string;
            fileId: string;
            text: string;
          };
        }
      | {
          id: string;
          title: string;
          /** Format: date-time */
          timestamp: string;
          version: number;
          /** @enum {string} */
          type: "audio";
          data: {
            url: string;
            fileId: string;
            fileName: string;
            summary: string;
            transcription: string;
            durationSeconds: number;
          };
        };
    ContentScore: {
      score: 1 | 2 | 3;
      title: string;
      reason: string;
    };
    ContentScoreInput: {
      score: 1 | 2 | 3;
      title: string;
      reason: string;
    };
    Course: {
      id: string;
      title: string;
      description: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      userId: string;
      outline: {
        summary: string;
        objectives: components["schemas"]["Objective"][];
      };
      assessment: string;
      topics: components["schemas"]["Topic"][];
    };
    CourseInput: {
      id: string;
      title: string;
      description: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      userId: string;
      outline: {
        summary: string;
        objectives: components["schemas"]["ObjectiveInput"][];
      };
      assessment: string;
      topics: components["schemas"]["TopicInput"][];
    };
    CourseSummary: {
      id: string;
      title: string;
      description: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CourseSummaryInput: {
      id: string;
      title: string;
      description: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    Day: {
      id: string;
      /** Format: date */
      date: string;
      content: components["schemas"]["ContentItem"][];
      lecture: {
        summary: string;
        /** Format: date-time */
        timestamp: string;
        audioFileId: string | null;
        notesChanged: boolean;
      } | null;
    };
    DayInput: {
      id: string;
      /** Format: date */
      date: string;
      content: components["schemas"]["ContentItemInput"][];
      lecture: {
        summary: string;
        /** Format: date-time */
        timestamp: string;
        audioFileId: string | null;
        notesChanged: boolean;
      } | null;
    };
    EndQuizResponse: {
      task: components["schemas"]["Task"] | null;
    };
    EndQuizResponseInput: {
      task: components["schemas"]["TaskInput"] | null;
    };
    ErrorResponse: {
      error: {
        code: string;
        message: string;
      };
    };
    ErrorResponseInput: {
      error: {
        code: string;
        message: string;
      };
    };
    FileLink: {
      url: string;
      /** Format: date-time */
      expiresAt: string;
    };
    FileLinkInput: {
      url: string;
      /** Format: date-time */
      expiresAt: string;
    };
    HealthResponse: {
      /** @enum {string} */
      status: "ok" | "degraded";
      version: string;
      database: {
        /** @enum {string} */
        driver: "pglite" | "postgres";
        /** @enum {string} */
        status: "ok" | "down";
      };
    };
    HealthResponseInput: {
      /** @enum {string} */
      status: "ok" | "degraded";
      version: string;
      database: {
        /** @enum {string} */
        driver: "pglite" | "postgres";
        /** @enum {string} */
        status: "ok" | "down";
      };
    };
    Objective: {
      id: string;
      text: string;
    };
    ObjectiveInput: {
      id: string;
      text: string;
    };
    PasswordPolicy: {
      minPasswordLength: number;
      maxPasswordLength?: number;
      requireLowercase: boolean;
      requireUppercase: boolean;
      requireNumeric: boolean;
      requireNonAlphanumeric: boolean;
      allowedNonAlphanumericCharacters: string[];
      /** @enum {string} */
      enforcementState: "ENFORCE" | "OFF";
      forceUpgradeOnSignin: boolean;
      /** @enum {number} */
      schemaVersion: 1;
    };
    PasswordPolicyInput: {
      minPasswordLength: number;
      maxPasswordLength?: number;
      requireLowercase: boolean;
      requireUppercase: boolean;
      requireNumeric: boolean;
      requireNonAlphanumeric: boolean;
      allowedNonAlphanumericCharacters: string[];
      /** @enum {string} */
      enforcementState: "ENFORCE" | "OFF";
      forceUpgradeOnSignin: boolean;
      /** @enum {number} */
      schemaVersion: 1;
    };
    QuizMessage: {
      /** @enum {string} */
      role: "user" | "assistant";
      content: string;
      /** Format: date-time */
      timestamp: string;
    };
    QuizMessageInput: {
      /** @enum {string} */
      role: "user" | "assistant";
      content: string;
      /** Format: date-time */
      timestamp: string;
    };
    QuizReport: {
      overall: string;
      byTopic: {
        [key: string]: string;
      };
      strengths: string[];
      improvements: string[];
      recommendations: string[];
    };
    QuizReportInput: {
      overall: string;
      byTopic: {
        [key: string]: string;
      };
      strengths: string[];
      improvements: string[];
      recommendations: string[];
    };
    QuizResult: {
      id: string;
      userId: string;
      courseId: string;
      sessionId: string | null;
      /** Format: date-time */
      timestamp: string;
      contentScores: {
        [key: string]: components["schemas"]["ContentScore"];
      };
      report: components["schemas"]["QuizReport"];
      engine: string;
    };
    QuizResultInput: {
      id: string;
      userId: string;
      courseId: string;
      sessionId: string | null;
      /** Format: date-time */
      timestamp: string;
      contentScores: {
        [key: string]: components["schemas"]["ContentScoreInput"];
      };
      report: components["schemas"]["QuizReportInput"];
      engine: string;
    };
    QuizSession: {
      id: string;
      courseId: string;
      contentIds: string[];
      messages: components["schemas"]["QuizMessage"][];
      done: boolean;
      engine: string;
      /** Format: date-time */
      endedAt: string | null;
    };
    QuizSessionInput: {
      id: string;
      courseId: string;
      contentIds: string[];
      messages: components["schemas"]["QuizMessageInput"][];
      done: boolean;
      engine: string;
      /** Format: date-time */
      endedAt: string | null;
    };
    QuizTurnResponse: {
      reply: components["schemas"]["QuizMessage"];
      done: boolean;
      engine: string;
    };
    QuizTurnResponseInput: {
      reply: components["schemas"]["QuizMessageInput"];
      done: boolean;
      engine: string;
    };
    RecognizedTextResponse: {
      text: string;
      confidence: number;
      engine: string;
    };
    RecognizedTextResponseInput: {
      text: string;
      confidence: number;
      engine: string;
    };
    SignInResponse: {
      idToken: string;
      refreshToken: string;
      expiresIn: number;
      user: components["schemas"]["AccountInfo"];
    };
    SignInResponseInput: {
      idToken: string;
      refreshToken: string;
      expiresIn: number;
      user: components["schemas"]["AccountInfoInput"];
    };
    SummaryResponse: {
      summary: string;
      engine: string;
    };
    SummaryResponseInput: {
      summary: string;
      engine: string;
    };
    Task: {
      id: string;
      /** @enum {string} */
      kind: "image" | "audio" | "topic-lecture" | "day-lecture" | "read-aloud" | "quiz-report";
      /** @enum {string} */
      state: "queued" | "running" | "done" | "failed" | "cancelled";
      progress: number | null;
      courseId: string;
      topicId: string | null;
      dayId: string | null;
      contentId: string | null;
      fileId: string | null;
      error: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    TaskInput: {
      id: string;
      /** @enum {string} */
      kind: "image" | "audio" | "topic-lecture" | "day-lecture" | "read-aloud" | "quiz-report";
      /** @enum {string} */
      state: "queued" | "running" | "done" | "failed" | "cancelled";
      progress: number | null;
      courseId: string;
      topicId: string | null;
      dayId: string | null;
      contentId: string | null;
      fileId: string | null;
      error: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    TitleAndSummaryResponse: {
      title: string;
      summary: string;
      engine: string;
    };
    TitleAndSummaryResponseInput: {
      title: string;
      summary: string;
      engine: string;
    };
    TokenResponse: {
      idToken: string;
      refreshToken: string;
      expiresIn: number;
    };
    TokenResponseInput: {
      idToken: string;
      refreshToken: string;
      expiresIn: number;
    };
    Topic: {
      id: string;
      title: string;
      days: components["schemas"]["Day"][];
      topicLecture: {
        summary: string;
        /** Format: date-time */
        timestamp: string;
        audioFileId: string | null;
        notesChanged: boolean;
      } | null;
    };
    TopicInput: {
      id: string;
      title: string;
      days: components["schemas"]["DayInput"][];
      topicLecture: {
        summary: string;
        /** Format: date-time */
        timestamp: string;
        audioFileId: string | null;
        notesChanged: boolean;
      } | null;
    };
    TranscriptionResponse: {
      transcription: string;
      durationSeconds: number;
      engine: string;
    };
    TranscriptionResponseInput: {
      transcription: string;
      durationSeconds: number;
      engine: string;
    };
    UpdateSettingsRequest: {
      /** @enum {string} */
      preferredLLM?: "gemini" | "claude";
      /** @enum {string} */
      lectureVoice?: "slt" | "rms" | "awb" | "kal16" | "kal" | "espeak";
    };
    UpdateSettingsRequestInput: {
      /** @enum {string} */
      preferredLLM?: "gemini" | "claude";
      /** @enum {string} */
      lectureVoice?: "slt" | "rms" | "awb" | "kal16" | "kal" | "espeak";
    };
    UserProfile: {
      uid: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: "user" | "admin";
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastLogin: string | null;
    };
    UserProfileInput: {
      uid: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: "user" | "admin";
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastLogin: string | null;
    };
    UserSettings: {
      /** @enum {string} */
      preferredLLM: "gemini" | "claude";
      /** @enum {string} */
      lectureVoice: "slt" | "rms" | "awb" | "kal16" | "kal" | "espeak";
    };
    UserSettingsInput: {
      /** @enum {string} */
      preferredLLM: "gemini" | "claude";
      /** @enum {string} */
      lectureVoice: "slt" | "rms" | "awb" | "kal16" | "kal" | "espeak";
    };
    WaitlistEntry: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      status: "pending";
      /** Format: date-time */
      createdAt: string;
    };
    WaitlistEntryInput: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      status: "pending";
      /** Format: date-time */
      createdAt: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
