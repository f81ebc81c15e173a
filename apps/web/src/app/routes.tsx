import { parse } from "regexparam";
import { lazy, memo, Suspense, useDeferredValue, type ComponentType } from "react";
import { matchRoute, Route, Switch, useLocation } from "wouter";
import type { QueryClient } from "@tanstack/react-query";
import { PAGE_LOADING } from "@study-well/shared";
import type { ApiClient } from "../lib/api/client";
import { courseQuery } from "../features/courses/api/course-query";
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

const COURSE_PATH = "/course/:courseId/:tab?";

const DEEP_LINKS: [pattern: string, load: () => Promise<unknown>][] = [
  ["/login", load.login],
  ["/register", load.register],
  ["/reset-password", load.resetPassword],
  ["/join-waitlist", load.joinWaitlist],
  ["/courses", load.courses],
  ["/create-course", load.createCourse],
  [COURSE_PATH, load.course],
  ["/profile", load.profile],
  ["/settings", load.settings],
  ["/admin/waitlist", load.waitlistAdmin],
];

/**
 * Starts fetching the screen a deep link opens as the app starts, alongside the session's start,
 * rather than once the session lets the route render (a request one after the other).
 * Matched as the routes are (wouter's default parser, regexparam).
 */
export function preloadScreen(pathname: string) {
  const found = DEEP_LINKS.find(([pattern]) => matchRoute(parse, pattern, pathname)[0]);
  if (found) void found[1]();
}

/**
 * Starts reading the data a deep link's screen shows (a course), for a signed-in user, while the
 * screen's code is still on its way: the page then renders with it rather than asking for it.
 */
export function preloadData(pathname: string, api: ApiClient, queryClient: QueryClient) {
  const [isCourse, params] = matchRoute(parse, COURSE_PATH, pathname);
  // A failure is the page's to show, when its own query tries again.
  if (isCourse) queryClient.query(courseQuery(api, queryClient, params.courseId)).catch(() => undefined);
}

/**
 * The route table of spec §2. Screens load on demand; the home page comes with the app.
 * A guard wraps the screens it lets through (signed-out visitors go to /login, and so on).
 */
const Screens = memo(function Screens({ location }: { location: string }) {
  return (
    <Switch location={location}>
      <Route path="/">
        <HomePage />
      </Route>
      {/* Each SignedOutOnly has its own key: the Switch would otherwise keep one guard, and the
          decision it made as the first of these pages opened, across the three. */}
      <Route path="/login">
        <SignedOutOnly key="/login">
          <LoginPage />
        </SignedOutOnly>
      </Route>
      <Route path="/register">
        <SignedOutOnly key="/register">
          <RegisterPage />
        </SignedOutOnly>
      </Route>
      <Route path="/reset-password">
        <ResetPasswordPage />
      </Route>
      <Route path="/join-waitlist">
        <SignedOutOnly key="/join-waitlist" whileOpen>
          <JoinWaitlistPage />
        </SignedOutOnly>
      </Route>
      <Route path="/courses">
        <RequireAuth>
          <CoursesPage />
        </RequireAuth>
      </Route>
      <Route path="/create-course">
        <RequireAuth>
          <CreateCoursePage />
        </RequireAuth>
      </Route>
      <Route path={COURSE_PATH}>
        <RequireAuth>
          <CoursePage />
        </RequireAuth>
      </Route>
      <Route path="/profile">
        <RequireAuth>
          <ProfilePage />
        </RequireAuth>
      </Route>
      <Route path="/settings">
        <RequireAuth>
          <SettingsPage />
        </RequireAuth>
      </Route>
      <Route path="/admin/waitlist">
        <RequireAuth>
          <RequireAdmin>
            <WaitlistAdminPage />
          </RequireAdmin>
        </RequireAuth>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
});

/**
 * The app's pages. The screen shown follows the location a step behind (a deferred value): a move
 * to a screen whose code has not arrived yet keeps the current page up until it has, rather than
 * blanking it to the loading text (wouter's location is an external store, whose updates cannot
 * be transitions). A deep link to a lazy screen shows the loading text while its code is fetched.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const shown = useDeferredValue(location);
  return (
    <AppLayout>
      <Suspense fallback={<LoadingText>{PAGE_LOADING}</LoadingText>}>
        <Screens location={shown} />
      </Suspense>
    </AppLayout>
  );
}
