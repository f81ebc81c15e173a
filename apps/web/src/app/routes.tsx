import type { RouteObject } from "react-router";
import { PAGE_LOADING } from "@study-well/shared";
import { NotFound } from "../components/not-found";
import { LoadingText } from "../components/ui/card";
import { HomePage } from "../features/home/components/home-page";
import { AppLayout } from "./app-layout";
import { RequireAdmin, RequireAuth, SignedOutOnly } from "./guards";

/** The route table of spec §2. Screens load on demand; the home page comes with the app. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // What shows while the first screen's code is fetched (a deep link to a lazy screen).
    hydrateFallbackElement: <LoadingText>{PAGE_LOADING}</LoadingText>,
    children: [
      { path: "/", element: <HomePage /> },
      {
        path: "/login",
        lazy: async () => ({ Component: (await import("../features/auth/components/login-page")).LoginPage }),
      },
      {
        path: "/register",
        lazy: async () => ({
          Component: (await import("../features/auth/components/register-page")).RegisterPage,
        }),
      },
      {
        path: "/reset-password",
        lazy: async () => ({
          Component: (await import("../features/auth/components/reset-password-page")).ResetPasswordPage,
        }),
      },
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: "/join-waitlist",
            lazy: async () => ({
              Component: (await import("../features/waitlist/components/join-waitlist-page"))
                .JoinWaitlistPage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: "/courses",
            lazy: async () => ({
              Component: (await import("../features/courses/components/courses-page")).CoursesPage,
            }),
          },
          {
            path: "/create-course",
            lazy: async () => ({
              Component: (await import("../features/courses/components/create-course-page")).CreateCoursePage,
            }),
          },
          {
            path: "/course/:courseId/:tab?",
            lazy: async () => ({
              Component: (await import("../features/courses/components/course-page")).CoursePage,
            }),
          },
          {
            path: "/profile",
            lazy: async () => ({
              Component: (await import("../features/profile/components/profile-page")).ProfilePage,
            }),
          },
          {
            path: "/settings",
            lazy: async () => ({
              Component: (await import("../features/settings/components/settings-page")).SettingsPage,
            }),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: "/admin/waitlist",
                lazy: async () => ({
                  Component: (await import("../features/admin/components/waitlist-admin-page"))
                    .WaitlistAdminPage,
                }),
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFound /> },
    ],
  },
];
