import { lazy, Suspense, type ComponentType } from "react";
import { matchPath, Outlet, Route, Routes } from "react-router";
import { PAGE_LOADING } from "@study-well/shared";
import { NotFound } from "../components/not-found";
import { LoadingText } from "../components/ui/card";
import { HomePage } from "../features/home/components/home-page";
import { AppLayout } from "./app-layout";
import { RequireAdmin, RequireAuth, SignedOutOnly } from "./guards";

/** A screen loaded on demand: the module's named export `name`. */
function screen<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const load = {
  login: () => import("../features/auth/components/login-page"),
  register: () => import("../features/auth/components/register-page"),
  resetPassword: () => import("../features/auth/components/reset-password-page"),
  joinWaitlist: () => import("../features/waitlist/components/join-waitlist-page"),
  courses: () => import("../features/courses/components/courses-page"),
  createCourse: () => import("../features/courses/components/create-course-page"),
  course: () => import("../features/courses/components/course-page"),
  profile: () => import("../features/profile/components/profile-page"),
  settings: () => import("../features/settings/components/settings-page"),
  waitlistAdmin: () => import("../features/admin/components/waitlist-admin-page"),
};

const LoginPage = screen(load.login, "LoginPage");
const RegisterPage = screen(load.register, "RegisterPage");
const ResetPasswordPage = screen(load.resetPassword, "ResetPasswordPage");
const JoinWaitlistPage = screen(load.joinWaitlist, "JoinWaitlistPage");
const CoursesPage = screen(load.courses, "CoursesPage");
const CreateCoursePage = screen(load.createCourse, "CreateCoursePage");
const CoursePage = screen(load.course, "CoursePage");
const ProfilePage = screen(load.profile, "ProfilePage");
const SettingsPage = screen(load.settings, "SettingsPage");
const WaitlistAdminPage = screen(load.waitlistAdmin, "WaitlistAdminPage");

const DEEP_LINKS: [pattern: string, load: () => Promise<unknown>][] = [
  ["/login", load.login],
  ["/register", load.register],
  ["/reset-password", load.resetPassword],
  ["/join-waitlist", load.joinWaitlist],
  ["/courses", load.courses],
  ["/create-course", load.createCourse],
  ["/course/:courseId/:tab?", load.course],
  ["/profile", load.profile],
  ["/settings", load.settings],
  ["/admin/waitlist", load.waitlistAdmin],
];

/**
 * Starts fetching the screen a deep link opens as the app starts, alongside the session's start,
 * rather than once the session lets the route render (a request one after the other).
 */
export function preloadScreen(pathname: string) {
  const found = DEEP_LINKS.find(([pattern]) => matchPath(pattern, pathname));
  if (found) void found[1]();
}

/** What shows while a screen's code is fetched (a deep link to a lazy screen). */
function Screens() {
  return (
    <Suspense fallback={<LoadingText>{PAGE_LOADING}</LoadingText>}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The route table of spec §2. Screens load on demand; the home page comes with the app.
 * Declared as elements (not a data router, whose loaders and actions the app does not use):
 * the first load then carries about 16 KB less gzipped JS.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<Screens />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route element={<SignedOutOnly />}>
            <Route path="/join-waitlist" element={<JoinWaitlistPage />} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route path="/courses" element={<CoursesPage />} />
            <Route path="/create-course" element={<CreateCoursePage />} />
            <Route path="/course/:courseId/:tab?" element={<CoursePage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route element={<RequireAdmin />}>
              <Route path="/admin/waitlist" element={<WaitlistAdminPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
