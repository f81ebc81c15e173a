import type { RouteObject } from "react-router";
import { ComingSoon } from "../components/coming-soon";
import { NotFound } from "../components/not-found";
import { HomePage } from "../features/home/components/home-page";
import { AppLayout } from "./app-layout";

/** The route table of spec §2; screens still to be built say so instead of pretending. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <ComingSoon title="Login" /> },
      { path: "/register", element: <ComingSoon title="Register" /> },
      { path: "/join-waitlist", element: <ComingSoon title="Join Waitlist" /> },
      { path: "/reset-password", element: <ComingSoon title="Reset Password" /> },
      { path: "/courses", element: <ComingSoon title="Courses" /> },
      { path: "/create-course", element: <ComingSoon title="Create New Course" /> },
      { path: "/course/:courseId/:tab?", element: <ComingSoon title="Course" /> },
      { path: "/profile", element: <ComingSoon title="Profile" /> },
      { path: "/settings", element: <ComingSoon title="Settings" /> },
      { path: "/admin/waitlist", element: <ComingSoon title="Waitlist" /> },
      { path: "*", element: <NotFound /> },
    ],
  },
];
