import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { AdminService } from "./admin/admin.service";
import { AiService } from "./ai/ai.service";
import { createAiEngines } from "./ai/engines";
import { AccessTokens } from "./auth/access-tokens";
import { AuthService } from "./auth/auth.service";
import { PasswordResetService } from "./auth/password-reset.service";
import { ResetCodesRepository } from "./auth/reset-codes.repository";
import { RateLimiter } from "./http/rate-limiter";
import { RefreshTokens } from "./auth/refresh-tokens";
import type { Config } from "./config";
import { CoursesRepository } from "./courses/courses.repository";
import { CoursesService } from "./courses/courses.service";
import type { Database } from "./db/database";
import { createMailer, type Mailer } from "./mail/mailer";
import { SettingsRepository } from "./settings/settings.repository";
import { SettingsService } from "./settings/settings.service";
import { UsersRepository } from "./users/users.repository";
import { UsersService } from "./users/users.service";
import { WaitlistRepository } from "./waitlist/waitlist.repository";
import { WaitlistService } from "./waitlist/waitlist.service";
import { JobQueue } from "./jobs/job-queue";
import { FileLinkSigner } from "./storage/file-links";
import { sessionStanding } from "./http/auth-guard";
import { createFileStore } from "./storage/file-store";
import { FilesRepository } from "./storage/files.repository";
import { FilesService } from "./storage/files.service";
import { TasksRepository } from "./tasks/tasks.repository";
import { TasksService } from "./tasks/tasks.service";
import { UploadsService } from "./uploads/uploads.service";
import { LecturesService } from "./lectures/lectures.service";
import { QuizRepository } from "./quiz/quiz.repository";
import { QuizService } from "./quiz/quiz.service";
import { QuizResultsFeed } from "./live/quiz-results-feed";
import { ChangesFeed } from "./live/changes-feed";

export interface Services {
  files: FilesService;
  tasks: TasksService;
  uploads: UploadsService;
  lectures: LecturesService;
  quiz: QuizService;
  feed: QuizResultsFeed;
  changes: ChangesFeed;
  config: Config;
  mailer: Mailer;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  usersRepository: UsersRepository;
  auth: AuthService;
  passwordReset: PasswordResetService;
  users: UsersService;
  courses: CoursesService;
  ai: AiService;
  settings: SettingsService;
  waitlist: WaitlistService;
  admin: AdminService;
}

/** Wires every service to the database, the mailer and the configuration. */
export async function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<Services> {
  const { db } = database;
  const mailer = createMailer(config, log);
  const accessTokens = await AccessTokens.load(db);
  const usersRepository = new UsersRepository(db);
  const coursesRepository = new CoursesRepository(db);
  const refreshTokens = new RefreshTokens(db, config.auth.refreshTokenTtlMs);
  // What the caches must forget, heard from every process on the database (this one included).
  const changes = new ChangesFeed(database, log);
  changes.add({
    onChange(change) {
      if (change.kind === "course") coursesRepository.cache.changed(change.id, change.version);
      else if (change.kind === "session") refreshTokens.sessions.forget(change.id);
      else usersRepository.accounts.forget(change.id);
    },
    onConnection(up) {
      coursesRepository.cache.setEnabled(up);
      usersRepository.accounts.setEnabled(up);
      refreshTokens.sessions.setEnabled(up);
    },
  });
  await changes.start();
  const windows = [
    config.auth.signInFailures,
    config.auth.signInFailuresPerAddress,
    config.auth.signInFailuresPerAccount,
    config.auth.signUps,
    config.auth.resetMails,
    config.auth.resetMailsPerAddress,
    config.ai.perUser,
  ];
  const limiter = new RateLimiter(db, undefined, Math.max(...windows.map((limit) => limit.windowMs)));
  const passwordReset = new PasswordResetService(
    new ResetCodesRepository(db),
    config,
    usersRepository,
    refreshTokens,
    limiter,
    mailer,
    log,
  );
  const settings = new SettingsService(new SettingsRepository(db));
  const fileRows = new FilesRepository(db);
  const files = new FilesService(
    fileRows,
    await createFileStore(config.storage),
    await FileLinkSigner.load(db),
    log,
    // The session the link was made for still stands, as a token's must.
    async (uid, { session, version }) =>
      typeof (await sessionStanding(
        { accounts: usersRepository.accounts, sessions: refreshTokens.sessions },
        { uid, sessionVersion: version, sessionId: session },
      )) === "object",
  );
  const auth = new AuthService(config.auth, usersRepository, accessTokens, refreshTokens, limiter, files);
  const tasks = new TasksService(
    new TasksRepository(db),
    () => JobQueue.start(database.jobQueueConnection, log),
    log,
    { ...config.tasks, soleServer: !config.databaseUrl },
  );
  // A day, topic or account deleted takes its tasks with it: their work here stops at once.
  changes.add({
    onChange(change) {
      if (change.kind === "course") void tasks.courseChanged(change.id);
      else if (change.kind === "account") void tasks.accountChanged(change.id);
    },
    onConnection() {
      // Missed notices: the work's lease renewals find its task gone.
    },
  });
  const courses = new CoursesService(coursesRepository, files);
  const ai = new AiService({
    limiter,
    perUser: config.ai.perUser,
    engines: createAiEngines(config.ai.providers),
    preferredLlm: async (uid) => (await settings.get(uid)).preferredLLM,
    speechVoice: async (uid) => (await settings.get(uid)).lectureVoice,
    log,
  });
  const uploads = new UploadsService({
    courses: coursesRepository,
    courseEdits: courses,
    files,
    fileRows,
    tasks,
    ai,
    tmpDir: path.join(config.dataDir, "tmp"),
    storageBytes: config.userStorageBytes,
  });
  const lectures = new LecturesService({ courses: coursesRepository, files, fileRows, tasks, ai });
  const feed = new QuizResultsFeed(database, log);
  const quiz = new QuizService({ quiz: new QuizRepository(db), ai, tasks, feed, log });
  return {
    quiz,
    feed,
    changes,
    files,
    tasks,
    uploads,
    lectures,
    config,
    mailer,
    accessTokens,
    refreshTokens,
    usersRepository,
    auth,
    passwordReset,
    users: new UsersService(usersRepository, limiter, config.auth.signInFailures),
    courses,
    ai,
    settings,
    waitlist: new WaitlistService(
      new WaitlistRepository(db),
      config.auth,
      usersRepository,
      auth,
      passwordReset,
      limiter,
    ),
    admin: new AdminService(usersRepository, auth),
  };
}
