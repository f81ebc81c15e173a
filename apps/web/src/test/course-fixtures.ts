import type { Course } from "@study-well/shared/api";
import { buildAccount } from "./test-session";

/** A course of the signed-in test user (buildAccount), empty unless `overrides` fill it. */
export const buildCourse = (overrides: Partial<Course> & Pick<Course, "id">): Course => ({
  title: "Organic Chemistry",
  description: "Carbon compounds",
  userId: buildAccount().uid,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  outline: { summary: "", objectives: [] },
  assessment: "No assessment details available",
  topics: [],
  ...overrides,
});
